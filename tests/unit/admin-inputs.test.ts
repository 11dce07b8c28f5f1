import { describe, expect, it } from 'vitest';
import { addKeywordsSchema, normalizeKeywordList, splitKeywordLines, updateArticleSchema } from '@/lib/blog/admin-schemas';
import { siteUrlSchema, submissionListQuerySchema } from '@/lib/submissions/schemas';

describe('scheduler keywords', () => {
  it('splits on line breaks, trims each line and drops blank ones', () => {
    expect(splitKeywordLines('  uno \r\n\r\n dos\n   \ntres  ')).toEqual(['uno', 'dos', 'tres']);
    expect(splitKeywordLines(' \n\t\n')).toEqual([]);
  });

  it('refuses empty text with the spec message', () => {
    const result = addKeywordsSchema.safeParse({ keywords: '\n  \n' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Por favor ingresa palabras clave');
  });
});

describe('SEO keyword lists', () => {
  it('joins lists and comma text, trimmed, without blanks or repeats (any case)', () => {
    expect(normalizeKeywordList(' Web, ,SEO ', ['seo', 'Lima, Perú', ''], undefined)).toBe('Web, SEO, Lima Perú');
    expect(normalizeKeywordList('')).toBe('');
  });
});

describe('article edits', () => {
  it('needs a title of 3+ characters and a body', () => {
    const base = { articleId: crypto.randomUUID(), title: 'Título', excerpt: '', seoKeywords: '', content: '<p>x</p>' };
    expect(updateArticleSchema.safeParse(base).success).toBe(true);
    expect(updateArticleSchema.safeParse({ ...base, title: 'ab' }).success).toBe(false);
    expect(updateArticleSchema.safeParse({ ...base, content: '   ' }).success).toBe(false);
  });
});

describe('site URLs', () => {
  it.each(['https://lacaleta.pe', 'http://preview.vitrina.pe/x?y=1', '  https://a.pe  '])('accepts %s', (url) => {
    expect(siteUrlSchema.safeParse(url).success).toBe(true);
  });
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://a.pe', 'mailto:a@b.pe', 'lacaleta.pe', '//a.pe', ''])(
    'refuses %s',
    (url) => {
      expect(siteUrlSchema.safeParse(url).success).toBe(false);
    },
  );
});

describe('submissions list query', () => {
  it('keeps valid filters and falls back on anything malformed', () => {
    expect(submissionListQuerySchema.parse({ q: '  caleta ', status: 'completed', page: '3' })).toEqual({ q: 'caleta', status: 'completed', page: 3 });
    expect(submissionListQuerySchema.parse({ q: ['a', 'b'], status: 'borrado', page: '-2' })).toEqual({ q: '', status: undefined, page: 1 });
    expect(submissionListQuerySchema.parse({})).toEqual({ q: '', page: 1 });
  });
});
