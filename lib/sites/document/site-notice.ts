import { limaDateKey } from '@/lib/jobs/lima-time';
import { NOTICE_TITLES, type noticeKindValues, type SiteDocument, type SiteNotice } from './document';
import type { SiteLang } from './english';

/**
 * The owner's notice ("Cerrado por feriado"...) as visitors read it: shown through its last day in
 * Lima and gone from the next morning, in the page's language (the owner's own text comes
 * translated through the English catalogue, decision 0040). Pure, safe for client components.
 */

type NoticeWords = { titles: Record<(typeof noticeKindValues)[number], string>; until: (day: string) => string; day: Intl.DateTimeFormat };

const WORDS: Record<SiteLang, NoticeWords> = {
  es: {
    titles: NOTICE_TITLES,
    until: (day) => `Hasta el ${day}.`,
    day: new Intl.DateTimeFormat('es-PE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  },
  en: {
    titles: { 'cerrado-hoy': 'Closed today', feriado: 'Closed for the holiday', aviso: 'Notice' },
    until: (day) => `Until ${day}.`,
    day: new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  },
};

/** Whether the notice still shows on `now`'s Lima day. */
export const isNoticeShowing = (notice: SiteNotice | null, now: Date = new Date()): notice is SiteNotice => notice !== null && notice.until >= limaDateKey(now);

/** The document's notice as one sentence ("Cerrado por feriado. … Hasta el lunes, 8 de diciembre."), or null when there is none or it has ended. */
export function noticeSentence(document: SiteDocument, lang: SiteLang = 'es', now: Date = new Date()): string | null {
  const notice = document.business.notice;
  if (!isNoticeShowing(notice, now)) return null;
  const words = WORDS[lang];
  const title = notice.kind === 'aviso' ? '' : words.titles[notice.kind];
  // "Cerrado hoy" ends today: naming the day would only repeat it.
  const until = notice.kind === 'cerrado-hoy' || notice.until === limaDateKey(now) ? '' : words.until(words.day.format(new Date(`${notice.until}T12:00:00Z`)));
  const text = notice.text ? `${notice.text.replace(/[.\s]+$/, '')}.` : '';
  return [title ? `${title}.` : '', text, until].filter(Boolean).join(' ') || null;
}
