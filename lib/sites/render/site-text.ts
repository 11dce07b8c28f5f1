import { weekdayValues } from '@/lib/sites/document/document';
import type { SiteLang } from '@/lib/sites/document/english';
import type { ReservationRequest } from '@/lib/sites/traffic/reservation-text';
import { reservationSummary } from '@/lib/sites/traffic/reservation-text';
import { SITE_LEAD_RETENTION_MONTHS, siteLeadRetentionNotice } from '@/lib/sites/traffic/lead-retention';
import { ORDER_DELIVERY_LABELS } from '@/lib/sites/traffic/schemas';

/**
 * The words a site's pages say on their own, beside the customer's texts (issue 27, item 5): the
 * navigation, the forms, the thank-you pages, the hours table. The Spanish are the ones the sites
 * have always shown; the English are for the /en/ pages. The customer's own texts come from the
 * document (lib/sites/document/english.ts), not from here.
 */
export type SiteText = {
  htmlLang: string;
  ogLocale: string;
  /** The link to this page in the other language: its text, in that language. */
  otherLanguage: { lang: SiteLang; hreflang: string; label: string };
  skip: string;
  navLabel: string;
  morePages: string;
  privacy: string;
  madeWith: string;
  weekdays: Record<(typeof weekdayValues)[number], string>;
  hoursCaption: string;
  closed: string;
  country: string;
  /** A page's description when the business has no tagline: "Rosa en Lima". */
  nameIn: (name: string, place: string) => string;
  onTheMap: string;
  askPrice: string;
  currency: Intl.NumberFormat;
  titles: { thanks: string; reservation: string; reservationSent: string; order: string };
  thanks: { heading: string; lead: string; home: string };
  contact: { name: string; email: string; phone: string; phoneHint: string; message: string; send: string };
  exportContact: { whatsapp: string; email: string; phone: string; reserveWhatsapp: string; reservePhone: string };
  checkMarked: string;
  reservation: {
    date: string;
    time: string;
    people: string;
    name: string;
    phone: string;
    phoneHint: string;
    note: string;
    noteHint: string;
    send: string;
  };
  reservationSent: { heading: string; lead: (reservation: ReservationRequest, business: string) => string; faster: string; confirm: string };
  order: {
    quantity: string;
    quantityOf: (name: string) => string;
    how: string;
    delivery: Record<keyof typeof ORDER_DELIVERY_LABELS, string>;
    name: string;
    note: string;
    noteHint: string;
    hint: string;
    send: string;
  };
  retention: (businessName: string, hasReservations: boolean) => string;
};

const es: SiteText = {
  htmlLang: 'es-PE',
  ogLocale: 'es_PE',
  otherLanguage: { lang: 'en', hreflang: 'en', label: 'English' },
  skip: 'Saltar al contenido',
  navLabel: 'Principal',
  morePages: 'Más páginas',
  privacy: 'Privacidad',
  madeWith: 'Sitio creado con Vitrina',
  weekdays: { lunes: 'Lunes', martes: 'Martes', miercoles: 'Miércoles', jueves: 'Jueves', viernes: 'Viernes', sabado: 'Sábado', domingo: 'Domingo' },
  hoursCaption: 'Horario de atención',
  closed: 'Cerrado',
  country: 'Perú',
  nameIn: (name, place) => `${name} en ${place}`,
  onTheMap: 'Ver en el mapa',
  askPrice: 'Consultar',
  currency: new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' }),
  titles: { thanks: 'Gracias', reservation: 'Tu reserva', reservationSent: 'Reserva recibida', order: 'Tu pedido' },
  thanks: { heading: '¡Gracias por escribirnos!', lead: 'Recibimos tu mensaje y te responderemos muy pronto.', home: 'Volver al inicio' },
  contact: {
    name: 'Nombre',
    email: 'Email',
    phone: 'Teléfono o WhatsApp',
    phoneHint: '(si prefieres que te llamen)',
    message: 'Mensaje',
    send: 'Enviar mensaje',
  },
  exportContact: {
    whatsapp: 'Escríbenos por WhatsApp',
    email: 'Escríbenos un correo',
    phone: 'Llámanos',
    reserveWhatsapp: 'Reserva por WhatsApp',
    reservePhone: 'Reserva por teléfono',
  },
  checkMarked: 'Revisa los datos marcados y vuelve a enviar.',
  reservation: {
    date: 'Día',
    time: 'Hora',
    people: 'Número de personas',
    name: 'Nombre',
    phone: 'Teléfono o WhatsApp',
    phoneHint: '(para confirmar tu reserva)',
    note: 'Nota',
    noteHint: '(opcional: una ocasión especial, una silla para bebé...)',
    send: 'Pedir reserva',
  },
  reservationSent: {
    heading: '¡Recibimos tu reserva!',
    lead: (reservation, business) => `Para el ${reservationSummary(reservation)}. ${business} te confirmará la reserva al teléfono que dejaste.`,
    faster: '¿Quieres confirmarla más rápido? Envíanos el mensaje ya escrito por WhatsApp.',
    confirm: 'Confirmar por WhatsApp',
  },
  order: {
    quantity: 'Cantidad',
    quantityOf: (name) => ` de ${name}`,
    how: '¿Cómo lo quieres?',
    delivery: ORDER_DELIVERY_LABELS,
    name: 'Tu nombre',
    note: 'Nota',
    noteHint: '(opcional: tu dirección para el delivery, sin cebolla...)',
    hint: 'Te llevamos a WhatsApp con tu pedido escrito: solo tienes que enviarlo.',
    send: 'Enviar pedido por WhatsApp',
  },
  retention: siteLeadRetentionNotice,
};

const englishDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const en: SiteText = {
  htmlLang: 'en',
  ogLocale: 'en_US',
  otherLanguage: { lang: 'es', hreflang: 'es', label: 'Español' },
  skip: 'Skip to content',
  navLabel: 'Main',
  morePages: 'More pages',
  privacy: 'Privacy',
  madeWith: 'Website made with Vitrina',
  weekdays: { lunes: 'Monday', martes: 'Tuesday', miercoles: 'Wednesday', jueves: 'Thursday', viernes: 'Friday', sabado: 'Saturday', domingo: 'Sunday' },
  hoursCaption: 'Opening hours',
  closed: 'Closed',
  country: 'Peru',
  nameIn: (name, place) => `${name} in ${place}`,
  onTheMap: 'See on the map',
  askPrice: 'Ask us',
  // Prices stay in soles, written the way an English reader expects them.
  currency: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PEN' }),
  titles: { thanks: 'Thank you', reservation: 'Your booking', reservationSent: 'Booking received', order: 'Your order' },
  thanks: { heading: 'Thank you for your message!', lead: 'We have received it and will answer you very soon.', home: 'Back to the home page' },
  contact: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone or WhatsApp',
    phoneHint: '(if you would rather we call you)',
    message: 'Message',
    send: 'Send message',
  },
  exportContact: {
    whatsapp: 'Message us on WhatsApp',
    email: 'Send us an e-mail',
    phone: 'Call us',
    reserveWhatsapp: 'Book on WhatsApp',
    reservePhone: 'Book by phone',
  },
  checkMarked: 'Please check the marked fields and send again.',
  reservation: {
    date: 'Date',
    time: 'Time',
    people: 'Number of people',
    name: 'Name',
    phone: 'Phone or WhatsApp',
    phoneHint: '(to confirm your booking)',
    note: 'Note',
    noteHint: '(optional: a special occasion, a high chair...)',
    send: 'Request a booking',
  },
  reservationSent: {
    heading: 'We have your booking request!',
    lead: ({ date, time, people }, business) =>
      `For ${englishDay.format(new Date(`${date}T12:00:00Z`))} at ${time}, ${people === 1 ? '1 person' : `${people} people`}. ${business} will confirm it at the phone number you gave.`,
    faster: 'Want it confirmed sooner? Send us the ready-written message on WhatsApp.',
    confirm: 'Confirm on WhatsApp',
  },
  order: {
    quantity: 'Quantity',
    quantityOf: (name) => ` of ${name}`,
    how: 'How would you like it?',
    delivery: { recojo: 'Pick up at the shop', delivery: 'Delivery' },
    name: 'Your name',
    note: 'Note',
    noteHint: '(optional: your address for delivery, no onions...)',
    hint: 'We take you to WhatsApp with your order written: you only have to send it.',
    send: 'Send order on WhatsApp',
  },
  retention: (businessName, hasReservations) =>
    `${businessName} keeps the messages you send through the contact form for ${SITE_LEAD_RETENTION_MONTHS} months; after that they are deleted automatically.` +
    (hasReservations ? ' Booking requests sent through the booking form are kept and deleted the same way.' : ''),
};

export const siteText = (lang: SiteLang): SiteText => (lang === 'en' ? en : es);
