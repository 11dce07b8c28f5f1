import 'server-only';
import { and, eq, like, ne, or } from 'drizzle-orm';
import { blogArticles, blogSlugRedirects } from '@/db/schema';
import type { Database } from '@/lib/db/client';
import { slugify } from './slug';

/** Long titles make unwieldy URLs; the slug keeps whole words up to this length. */
const MAX_BASE_LENGTH = 80;

/** A title with no letters or digits left (e.g. only emoji) still needs an address. */
const FALLBACK_SLUG = 'articulo';

export function baseSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= MAX_BASE_LENGTH) return slug || FALLBACK_SLUG;
  const cut = slug.slice(0, MAX_BASE_LENGTH + 1);
  const atWord = cut.lastIndexOf('-');
  return (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, MAX_BASE_LENGTH)).replace(/-+$/, '');
}

/**
 * The slug of `title` that no other article uses, now or as an old (redirecting) slug: the
 * spec's slug, or the same with -2, -3... Pass `articleId` when renaming, so the article keeps its
 * own slug and may take back one of its old ones. Run it inside the transaction that writes the
 * article; the unique index still decides a race, and callers retry on a unique violation.
 */
export async function uniqueSlug(db: Pick<Database, 'select'>, title: string, articleId?: string): Promise<string> {
  const base = baseSlug(title);
  const family = (column: typeof blogArticles.slug | typeof blogSlugRedirects.oldSlug) => or(eq(column, base), like(column, `${base}-%`));
  const [articles, redirects] = await Promise.all([
    db
      .select({ slug: blogArticles.slug })
      .from(blogArticles)
      .where(articleId ? and(family(blogArticles.slug), ne(blogArticles.id, articleId)) : family(blogArticles.slug)),
    db
      .select({ slug: blogSlugRedirects.oldSlug })
      .from(blogSlugRedirects)
      .where(articleId ? and(family(blogSlugRedirects.oldSlug), ne(blogSlugRedirects.articleId, articleId)) : family(blogSlugRedirects.oldSlug)),
  ]);
  const taken = new Set([...articles, ...redirects].map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
