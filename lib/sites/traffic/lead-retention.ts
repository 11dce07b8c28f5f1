/**
 * How long a site keeps what its visitors send through the contact form. Every site's privacy
 * page states it (lib/sites/render/views/site-page.tsx) and the daily run deletes older messages
 * (lib/sites/traffic/leads.ts), so the promise and the practice are one number. Safe for client code.
 */
export const SITE_LEAD_RETENTION_MONTHS = 12;

/** `hasReservations`: the site shows the reservation form, whose requests are kept and deleted the same way. */
export const siteLeadRetentionNotice = (businessName: string, hasReservations = false) =>
  `${businessName} guarda los mensajes que envías por el formulario de contacto durante ${SITE_LEAD_RETENTION_MONTHS} meses; después se borran solos.` +
  (hasReservations ? ` Las reservas que pides por el formulario de reservas se guardan y se borran igual.` : '');
