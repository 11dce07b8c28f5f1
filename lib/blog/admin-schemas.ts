import { z } from 'zod';

/** The Blog Articles and Auto-Publish Scheduler tabs' inputs. Safe for client components. */

export const GENERATE_VALUE_REQUIRED = 'Por favor ingresa un valor para generar el artículo';
export const KEYWORDS_REQUIRED = 'Por favor ingresa palabras clave';

export const articleSourceTypes = ['website', 'keyword', 'topic'] as const;
export type ArticleSourceType = (typeof articleSourceTypes)[number];

/** The value input's label and placeholder follow the source type (spec section 2). */
export const articleSourceFields: Record<ArticleSourceType, { option: string; label: string; placeholder: string }> = {
  website: { option: 'Sitio Web', label: 'URL del sitio web', placeholder: 'https://ejemplo.com/articulo' },
  keyword: { option: 'Palabra Clave', label: 'Palabra clave', placeholder: 'diseño web para restaurantes' },
  topic: { option: 'Tema', label: 'Tema del artículo', placeholder: 'Cómo atraer clientes con Google Maps' },
};

export const generateArticleSchema = z.object({
  sourceType: z.enum(articleSourceTypes, 'Elige el tipo de fuente'),
  sourceValue: z.string().trim().min(1, GENERATE_VALUE_REQUIRED).max(500, 'Máximo 500 caracteres'),
  seoKeywords: z.string().trim().max(500, 'Máximo 500 caracteres').optional(),
});

const articleId = z.uuid('Artículo no encontrado');
export const articleIdSchema = z.object({ articleId });

export const updateArticleSchema = z.object({
  articleId,
  title: z.string().trim().min(3, 'El título debe tener al menos 3 caracteres').max(200, 'El título debe tener como máximo 200 caracteres'),
  excerpt: z.string().trim().max(500, 'El resumen debe tener como máximo 500 caracteres').default(''),
  seoKeywords: z.string().trim().max(500, 'Las palabras clave deben tener como máximo 500 caracteres').default(''),
  content: z.string().trim().min(1, 'El contenido no puede quedar vacío').max(200_000, 'El contenido es demasiado largo'),
});

/** The scheduler textarea: one keyword per line, trimmed, blank lines dropped (spec section 5). */
export function splitKeywordLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const addKeywordsSchema = z.object({
  keywords: z
    .string()
    .transform(splitKeywordLines)
    .pipe(
      z
        .array(z.string().max(200, 'Cada palabra clave debe tener como máximo 200 caracteres'))
        .min(1, KEYWORDS_REQUIRED)
        .max(500, 'Máximo 500 palabras clave a la vez'),
    ),
});

export const keywordIdSchema = z.object({ keywordId: z.uuid('Palabra clave no encontrada') });

/** Comma-separated SEO keywords: trimmed, blanks and repeats dropped. */
export function normalizeKeywordList(...lists: (string | string[] | undefined)[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists) {
    const items = Array.isArray(list) ? list : (list ?? '').split(',');
    for (const raw of items) {
      const keyword = raw.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
      if (keyword && !seen.has(keyword.toLowerCase())) {
        seen.add(keyword.toLowerCase());
        out.push(keyword);
      }
    }
  }
  return out.join(', ');
}

export type AdminArticle = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  seoKeywords: string;
  imageUrl: string | null;
  status: 'draft' | 'published';
  createdAt: string;
  publishedAt: string | null;
};

export type AdminKeyword = { id: string; keyword: string; status: 'pending' | 'used'; usedAt: string | null };
