import { escapeHtml } from '@/lib/html/escape';

/** Builds a plain-text and an HTML body from paragraphs and an optional call-to-action link. */
export function renderEmail(paragraphs: string[], action?: { label: string; url: string }) {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', '— El equipo de Vitrina'].join('\n\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b4342a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    '<p>— El equipo de Vitrina</p></div>',
  ].join('');
  return { text, html };
}
