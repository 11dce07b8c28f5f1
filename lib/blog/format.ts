import { formatDateEsPe } from '@/lib/billing/present';

/**
 * How the public blog shows dates and keywords. Safe for client components: no server imports.
 */

/** "22 de noviembre de 2026", in Lima time (spec section 9: Spanish long format). */
export function formatArticleDate(date: Date | string): string {
  return formatDateEsPe(typeof date === 'string' ? new Date(date) : date);
}

/** The comma-separated seo_keywords as chips: trimmed, blanks and repeats dropped, at most `limit`. */
export function keywordChips(seoKeywords: string | null | undefined, limit?: number): string[] {
  const chips: string[] = [];
  const seen = new Set<string>();
  for (const raw of (seoKeywords ?? '').split(',')) {
    const keyword = raw.trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    chips.push(keyword);
  }
  return limit === undefined ? chips : chips.slice(0, limit);
}

/** The list card shows at most three keywords (spec section 9); the article shows all. */
export const CARD_KEYWORD_LIMIT = 3;
