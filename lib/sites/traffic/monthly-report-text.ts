import { previousMonthKey } from '@/lib/jobs/lima-time';
import { SEO_RULE_DONE_LABELS } from '@/lib/sites/seo/rules';
import type { MonthlyReport, SeoWork } from './monthly-report';

/**
 * The monthly report's sentences, shared by the e-mail and the dashboard page so both say the
 * same thing. Written for the owner: a month without visits says so, and a trend is given only
 * against a month that had visits.
 */

const monthFormat = new Intl.DateTimeFormat('es-PE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOnly = new Intl.DateTimeFormat('es-PE', { month: 'long', timeZone: 'UTC' });

/** 'octubre de 2026' (ICU capitalises es-PE's stand-alone month names; mid-sentence they are not). */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`)).toLowerCase();
/** 'octubre', for a sentence where the year is already clear. */
export const shortMonthName = (month: string) => monthOnly.format(new Date(`${month}-15T12:00:00Z`)).toLowerCase();

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-PE')} ${n === 1 ? one : many}`;

export const visitsLabel = (n: number) => plural(n, 'visita', 'visitas');

/** 'Tu web tuvo 320 visitas en octubre.', or that it had none. */
export function visitsSentence(report: MonthlyReport): string {
  const month = shortMonthName(report.month);
  return report.views === 0 ? `Tu web no tuvo visitas registradas en ${month}.` : `Tu web tuvo ${visitsLabel(report.views)} en ${month}.`;
}

/**
 * The change against the month before, or why there is none; null for a month without visits.
 * A month still running is not compared with a whole one: the month before's total is given.
 */
export function trendSentence(report: MonthlyReport): string | null {
  if (report.views === 0) return null;
  const before = shortMonthName(previousMonthKey(report.month));
  const previous = report.previousViews;
  if (!report.isComplete) return previous === null ? null : `El mes aún no termina; en todo ${before} fueron ${visitsLabel(previous)}.`;
  if (previous === null) return `En ${before} no hubo visitas registradas, así que aún no hay con qué comparar.`;
  const change = Math.round(((report.views - previous) / previous) * 100);
  if (change === 0) return `Casi las mismas que en ${before} (${visitsLabel(previous)}).`;
  return `${Math.abs(change).toLocaleString('es-PE')} % ${change > 0 ? 'más' : 'menos'} que en ${before} (${visitsLabel(previous)}).`;
}

/** After visitsSentence, for a month with nothing recorded at all. */
export const nothingElseSentence = 'Tampoco se registraron clics en tus botones de contacto ni mensajes del formulario.';

/** The taps on the contact buttons and the form's messages, in one sentence. */
export function contactsSentence(report: MonthlyReport): string {
  const { whatsappClicks: whatsapp, phoneClicks: phone, leads } = report;
  if (whatsapp + phone + leads === 0)
    return `En ${shortMonthName(report.month)} nadie tocó tus botones de WhatsApp o de llamada ni escribió por el formulario.`;
  return `Te contactaron así: ${plural(whatsapp, 'clic', 'clics')} en WhatsApp, ${plural(phone, 'clic', 'clics')} para llamarte y ${plural(leads, 'mensaje', 'mensajes')} desde el formulario.`;
}

/** The Growth plan's work of the month, one sentence each; empty on other plans. */
export function growthSentences(report: MonthlyReport): string[] {
  if (!report.growth) return [];
  const { articles, changesDone } = report.growth;
  return [
    articles.length > 0
      ? `Publicamos en tu blog: ${articles.map((a) => `«${a.title}»`).join(', ')}.`
      : report.isComplete
        ? `En ${shortMonthName(report.month)} no se publicó un artículo en tu blog.`
        : `El artículo de ${shortMonthName(report.month)} aún no se publica.`,
    changesDone === 0 ? 'No hubo cambios pedidos por ti que completar.' : `Completamos ${plural(changesDone, 'cambio', 'cambios')} que pediste en tu web.`,
    ...seoSentence(report.growth.seo),
  ];
}

const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);

/** The monthly SEO work: what the team fixed, else what the month's check found; nothing before the product checked the site. */
function seoSentence({ done, checked, open }: SeoWork): string[] {
  if (done.length > 0) {
    const what = listed([...new Set(done.map((task) => SEO_RULE_DONE_LABELS[task.rule]))]);
    return [`Mejoramos el SEO de tu web (${plural(done.length, 'tarea', 'tareas')}): revisamos ${what}.`];
  }
  if (!checked) return [];
  return open === 0
    ? ['Revisamos el SEO de tu web y todo estaba en orden.']
    : [`Revisamos el SEO de tu web y encontramos ${plural(open, 'mejora', 'mejoras')} por hacer; nuestro equipo se encarga.`];
}
