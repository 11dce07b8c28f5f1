import { describe, expect, it } from 'vitest';
import { CARD_KEYWORD_LIMIT, formatArticleDate, keywordChips } from '@/lib/blog/format';
import { blogListHref, blogListRewrites, parseListPage } from '@/lib/blog/list-routes';

describe('formatArticleDate', () => {
  it('writes the long Spanish date of the day in Lima, not in UTC', () => {
    expect(formatArticleDate(new Date('2026-11-22T15:00:00Z'))).toBe('22 de noviembre de 2026');
    // 02:00 UTC on the 23rd is still the evening of the 22nd in Lima.
    expect(formatArticleDate('2026-11-23T02:00:00Z')).toBe('22 de noviembre de 2026');
    expect(formatArticleDate(new Date('2027-01-01T05:00:00Z'))).toBe('1 de enero de 2027');
  });
});

describe('keywordChips', () => {
  it('shows the first three comma-separated keywords on a card and all of them on the article', () => {
    const keywords = ' web para restaurantes, carta digital ,, reservas por whatsapp, restaurantes Lima ';
    expect(keywordChips(keywords, CARD_KEYWORD_LIMIT)).toEqual(['web para restaurantes', 'carta digital', 'reservas por whatsapp']);
    expect(keywordChips(keywords)).toEqual(['web para restaurantes', 'carta digital', 'reservas por whatsapp', 'restaurantes Lima']);
  });

  it('drops repeats and copes with no keywords at all', () => {
    expect(keywordChips('SEO, seo, Web')).toEqual(['SEO', 'Web']);
    expect(keywordChips(null)).toEqual([]);
    expect(keywordChips('')).toEqual([]);
  });
});

describe('blog list addresses', () => {
  it('links page 1 as /blog and later pages with ?page=', () => {
    expect(blogListHref(1)).toBe('/blog');
    expect(blogListHref(3)).toBe('/blog?page=3');
  });

  it('accepts only page numbers it serves', () => {
    expect(parseListPage('1')).toBe(1);
    expect(parseListPage('12')).toBe(12);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '100000']) expect(parseListPage(bad)).toBeNull();
  });

  it('rewrites /blog?page=N to the cached page route, and plain /blog to page 1', () => {
    const [withPage, plain] = blogListRewrites;
    const pattern = new RegExp(`^${withPage?.has?.[0]?.value}$`);
    expect(pattern.exec('7')?.groups?.page).toBe('7');
    expect(pattern.test('0')).toBe(false);
    expect(pattern.test('abc')).toBe(false);
    expect(withPage?.destination).toBe('/blog/page/:page');
    expect(plain).toEqual({ source: '/blog', destination: '/blog/page/1' });
  });
});
