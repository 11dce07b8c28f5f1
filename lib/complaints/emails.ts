import 'server-only';
import { getConfig } from '@/lib/config';
import { escapeHtml } from '@/lib/html/escape';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';
import { complaintKindLabels, complaintLegalNotices, formatDateKey, formatLimaDateTime, sheetBlocks, type ComplaintSheetView } from './present';

type Section = { title?: string; rows?: Array<[string, string]>; paragraphs?: string[] };

/** Plain text and HTML of the same sections; every value is escaped. */
function renderSections(sections: Section[], link: { label: string; url: string }) {
  const text = sections
    .map((s) => [s.title ? s.title.toUpperCase() : '', ...(s.paragraphs ?? []), ...(s.rows ?? []).map(([k, v]) => `${k}: ${v}`)].filter(Boolean).join('\n'))
    .concat(`${link.label}: ${link.url}`, '— El equipo de Vitrina')
    .join('\n\n');
  const cell = 'padding:4px 8px;border:1px solid #e5e7eb;vertical-align:top';
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:640px">',
    ...sections.map((s) =>
      [
        s.title ? `<h3 style="font-size:15px;margin:20px 0 6px">${escapeHtml(s.title)}</h3>` : '',
        ...(s.paragraphs ?? []).map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
        s.rows?.length
          ? `<table style="border-collapse:collapse;width:100%">${s.rows
              .map(
                ([k, v]) =>
                  `<tr><th style="${cell};text-align:left;width:35%;background:#f9fafb">${escapeHtml(k)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
              )
              .join('')}</table>`
          : '',
      ].join(''),
    ),
    `<p style="margin-top:20px"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#b4342a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    '<p>— El equipo de Vitrina</p></div>',
  ].join('');
  return { text, html };
}

function sheetUrl(sheet: ComplaintSheetView, token: string): string {
  return absoluteUrl(`/libro-de-reclamaciones/${sheet.number}?t=${encodeURIComponent(token)}`);
}

/** The whole sheet, as the consumer filed it, with the provider's header and the legal notices. */
function fullSheetSections(sheet: ComplaintSheetView): Section[] {
  const { company, complaintDeadlineBusinessDays } = getConfig();
  return [
    {
      title: `Hoja de reclamación N.° ${sheet.number}`,
      rows: [
        ['Proveedor', company.legalName],
        ['RUC', company.ruc],
        ['Domicilio', company.address],
        ['Fecha de registro', formatLimaDateTime(sheet.createdAt)],
        ['Fecha límite de respuesta', formatDateKey(sheet.dueDate)],
      ],
    },
    ...sheetBlocks(sheet),
    { title: 'Avisos', paragraphs: complaintLegalNotices(complaintDeadlineBusinessDays) },
  ];
}

/** A copy for the consumer and one for the provider's inbox. Failures are logged, never fatal. */
export async function sendComplaintCopies(sheet: ComplaintSheetView, token: string): Promise<void> {
  const { contactEmail } = getConfig();
  const link = { label: 'Ver e imprimir la hoja', url: sheetUrl(sheet, token) };
  const kind = complaintKindLabels[sheet.kind].toLowerCase();
  const consumer = renderSections(
    [
      {
        paragraphs: [
          `Hola, ${sheet.fullName}:`,
          `Registramos tu ${kind} en nuestro Libro de Reclamaciones virtual. Esta es la copia de tu hoja de reclamación; guárdala como constancia. Te responderemos a este correo a más tardar el ${formatDateKey(sheet.dueDate)}.`,
        ],
      },
      ...fullSheetSections(sheet),
    ],
    link,
  );
  const provider = renderSections(
    [
      {
        paragraphs: [
          `Se registró un nuevo ${kind} en el Libro de Reclamaciones. La respuesta vence el ${formatDateKey(sheet.dueDate)}; respóndela desde el panel de administración, pestaña «Libro de Reclamaciones».`,
        ],
      },
      ...fullSheetSections(sheet),
    ],
    link,
  );
  await Promise.all([
    sendEmail({ to: sheet.email, subject: `Copia de tu hoja de reclamación N.° ${sheet.number}`, ...consumer }),
    sendEmail({
      to: contactEmail,
      replyTo: sheet.email,
      subject: `Nueva hoja de reclamación N.° ${sheet.number} (${complaintKindLabels[sheet.kind]})`,
      ...provider,
    }),
  ]);
}

/** The provider's answer, to the consumer, with the sheet for reference. */
export async function sendComplaintAnswer(sheet: ComplaintSheetView, token: string): Promise<void> {
  const { company } = getConfig();
  const body = renderSections(
    [
      {
        paragraphs: [`Hola, ${sheet.fullName}:`, `${company.legalName} responde a tu hoja de reclamación N.° ${sheet.number}:`],
      },
      { title: 'Respuesta del proveedor y acciones adoptadas', paragraphs: [sheet.answer ?? ''] },
      ...fullSheetSections(sheet),
    ],
    { label: 'Ver la hoja con su respuesta', url: sheetUrl(sheet, token) },
  );
  await sendEmail({ to: sheet.email, subject: `Respuesta a tu hoja de reclamación N.° ${sheet.number}`, ...body });
}

export type DueSoonItem = { number: string; kind: 'reclamo' | 'queja'; dueDate: string; businessDaysLeft: number };

/** One e-mail to every administrator listing the unanswered sheets close to (or past) their deadline. */
export async function sendDueSoonReminder(adminEmails: string[], items: DueSoonItem[]): Promise<boolean> {
  const rows = items.map(({ number, kind, dueDate, businessDaysLeft }): [string, string] => [
    `N.° ${number} (${complaintKindLabels[kind]})`,
    `vence el ${formatDateKey(dueDate)} · ${
      businessDaysLeft < 0 ? 'VENCIDA' : businessDaysLeft === 0 ? 'vence hoy' : `${businessDaysLeft} día(s) hábil(es) restante(s)`
    }`,
  ]);
  const body = renderSections(
    [
      {
        paragraphs: [
          `Hay ${items.length} hoja(s) del Libro de Reclamaciones sin responder que vencen en 3 días hábiles o menos. El plazo legal es improrrogable.`,
        ],
      },
      { title: 'Hojas por responder', rows },
    ],
    { label: 'Responder en el panel', url: absoluteUrl('/admin?tab=reclamaciones') },
  );
  return sendEmail({ to: adminEmails, subject: `Libro de Reclamaciones: ${items.length} hoja(s) por vencer`, ...body });
}
