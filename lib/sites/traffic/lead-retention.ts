/**
 * How long a site keeps what its visitors send through the contact form. Every site's privacy
 * page states it (lib/sites/render/views/site-page.tsx) and the daily run deletes older messages
 * (lib/sites/traffic/leads.ts), so the promise and the practice are one number. Safe for client code.
 */
export const SITE_LEAD_RETENTION_MONTHS = 12;

export const siteLeadRetentionNotice = (businessName: string) =>
  `${businessName} guarda los mensajes que envías por el formulario de contacto durante ${SITE_LEAD_RETENTION_MONTHS} meses; después se borran solos.`;
