import { splitLocation } from '@/lib/signup/location';
import type { SubmissionDetails } from '@/lib/submissions/details';
import { displayPhone, internationalPhone } from './contact-links';
import { siteDocumentSchema, type Rubro, type Section, type SiteDocument } from './document';
import { paletteFrom } from '@/lib/sites/render/palette';
import { noOpeningHours } from '@/lib/submissions/opening-hours';

/**
 * The first draft of a site without AI (or when the AI's answer is unusable): a complete,
 * pleasant document per rubro, written for Peru, filled from what the customer told us.
 * The team then edits the wording. Only the customer's own facts are stated: prices, hours and
 * an e-mail appear only when the customer gave them, and their answers to the form's choices
 * (stored as codes such as 'keep_as_is') steer the draft but are never printed on it.
 */

type Copy = {
  tagline: string;
  heroSub: string;
  cta: string;
  servicesHeading: string;
  items: { name: string; description: string }[];
  about: string;
  faq: { question: string; answer: string }[];
};

const COPY: Record<Rubro, Copy> = {
  restaurant: {
    tagline: 'Sabor casero, preparado cada día',
    heroSub: 'Cocina peruana con ingredientes frescos del mercado. Ven a almorzar o pide para llevar.',
    cta: 'Reserva por WhatsApp',
    servicesHeading: 'Nuestra carta',
    items: [
      { name: 'Menú del día', description: 'Entrada, segundo y refresco, cambia todos los días.' },
      { name: 'Platos a la carta', description: 'Nuestras especialidades de la casa, preparadas al momento.' },
      { name: 'Pedidos para llevar', description: 'Haz tu pedido por WhatsApp y recógelo sin esperar.' },
    ],
    about: 'Somos un negocio familiar que cocina con cariño y con los mejores productos de la zona. Cada plato se prepara al momento, como en casa.',
    faq: [
      { question: '¿Hacen delivery?', answer: 'Sí, escríbenos por WhatsApp y te confirmamos el costo según tu zona.' },
      { question: '¿Aceptan Yape o tarjeta?', answer: 'Aceptamos efectivo, Yape, Plin y tarjetas.' },
    ],
  },
  tourism: {
    tagline: 'Experiencias que se recuerdan',
    heroSub: 'Tours guiados con grupos pequeños, guías locales y todo coordinado para que solo disfrutes.',
    cta: 'Consulta disponibilidad',
    servicesHeading: 'Nuestros tours',
    items: [
      { name: 'Tour de día completo', description: 'Recojo en tu hotel, guía profesional y almuerzo incluido.' },
      { name: 'Tour de medio día', description: 'Ideal si tienes poco tiempo: lo mejor de la zona en pocas horas.' },
      { name: 'Paquetes a medida', description: 'Armamos tu viaje según tus fechas, tu grupo y tu presupuesto.' },
    ],
    about: 'Somos guías de la región y conocemos cada rincón. Trabajamos con grupos pequeños para cuidar la experiencia y el entorno.',
    faq: [
      { question: '¿Cómo reservo?', answer: 'Escríbenos con la fecha y el número de personas; te confirmamos en el día.' },
      { question: '¿Qué incluye el precio?', answer: 'Cada tour detalla lo que incluye: transporte, guía, entradas o alimentación.' },
    ],
  },
  shop: {
    tagline: 'Lo que buscas, a buen precio',
    heroSub: 'Productos de calidad con atención personalizada. Visítanos o haz tu pedido por WhatsApp.',
    cta: 'Haz tu pedido',
    servicesHeading: 'Nuestros productos',
    items: [
      { name: 'Novedades', description: 'Lo último que llegó a la tienda, en cantidades limitadas.' },
      { name: 'Más vendidos', description: 'Los favoritos de nuestros clientes, siempre en stock.' },
      { name: 'Pedidos por WhatsApp', description: 'Te enviamos fotos y precios, y coordinamos el envío.' },
    ],
    about: 'Atendemos a nuestros vecinos con productos elegidos uno por uno y un trato cercano. Si no lo tenemos, te lo conseguimos.',
    faq: [
      { question: '¿Hacen envíos?', answer: 'Sí, enviamos a todo el Perú. El costo depende del destino.' },
      { question: '¿Cómo pago?', answer: 'Efectivo, Yape, Plin, transferencia o tarjeta.' },
    ],
  },
  services: {
    tagline: 'Profesionales en quienes confiar',
    heroSub: 'Atención puntual, trabajo garantizado y precios claros desde el primer contacto.',
    cta: 'Pide tu cotización',
    servicesHeading: 'Nuestros servicios',
    items: [
      { name: 'Evaluación inicial', description: 'Revisamos tu caso y te explicamos las opciones sin compromiso.' },
      { name: 'Servicio completo', description: 'Nos encargamos de todo, con materiales de calidad y garantía.' },
      { name: 'Atención a empresas', description: 'Planes para negocios con facturación y atención prioritaria.' },
    ],
    about: 'Llevamos años ayudando a familias y negocios de la zona. Trabajamos con seriedad, cumplimos los plazos y cuidamos cada detalle.',
    faq: [
      { question: '¿Cuánto cuesta?', answer: 'Depende del trabajo: cuéntanos qué necesitas y te enviamos una cotización.' },
      { question: '¿Emiten factura?', answer: 'Sí, emitimos boleta o factura electrónica.' },
    ],
  },
  other: {
    tagline: 'Atención cercana y de confianza',
    heroSub: 'Conócenos, revisa lo que ofrecemos y escríbenos: respondemos rápido.',
    cta: 'Escríbenos',
    servicesHeading: 'Lo que ofrecemos',
    items: [
      { name: 'Atención personalizada', description: 'Te escuchamos y te recomendamos lo que mejor te conviene.' },
      { name: 'Calidad garantizada', description: 'Trabajamos con cuidado para que vuelvas y nos recomiendes.' },
      { name: 'Respuesta rápida', description: 'Escríbenos por WhatsApp y te respondemos el mismo día.' },
    ],
    about: 'Somos un negocio peruano que crece gracias a la confianza de sus clientes. Nos encantará atenderte.',
    faq: [{ question: '¿Cómo los contacto?', answer: 'Por WhatsApp, teléfono o con el formulario de contacto de esta página.' }],
  },
};

/** The rubro a submission reads as: its industry, or travel words in what the customer wrote. */
export function rubroOf(details: Pick<SubmissionDetails, 'industry' | 'businessType' | 'businessName' | 'mainGoal' | 'additionalInfo' | 'seoKeywords'>): Rubro {
  const industry = details.industry ?? details.businessType;
  const text = [details.businessName, details.mainGoal, details.additionalInfo, details.seoKeywords].join(' ').toLowerCase();
  if (/\b(tour|tours|turismo|viaje|viajes|excursi[oó]n|agencia de viajes|trekking)\b/.test(text)) return 'tourism';
  if (industry === 'restaurant') return 'restaurant';
  if (industry === 'retail') return 'shop';
  if (industry && industry !== 'other') return 'services';
  return 'other';
}

export function templateDocument(details: SubmissionDetails): SiteDocument {
  const rubro = rubroOf(details);
  const copy = COPY[rubro];
  const phone = details.phone ? internationalPhone(details.phone) : null;
  const whatsapp = phone?.startsWith('+') ? phone.slice(1) : '';
  const place = splitLocation(details.location);
  const offer: Section =
    rubro === 'restaurant'
      ? {
          type: 'menu',
          id: 'carta',
          heading: copy.servicesHeading,
          takesOrders: false,
          categories: [{ name: 'Platos de la casa', items: copy.items.map((i) => ({ ...i, priceCents: null, imageUrl: null })) }],
        }
      : {
          type: 'services',
          id: 'servicios',
          heading: copy.servicesHeading,
          takesOrders: false,
          items: copy.items.map((i) => ({ ...i, priceCents: null, imageUrl: null })),
        };
  const contactHref = whatsapp ? `https://wa.me/${whatsapp}` : '/contacto';
  const hours = details.openingHours ?? noOpeningHours();
  const hasHours = Object.values(hours).some(Boolean);

  const draft = {
    version: 1,
    theme: {
      ...paletteFrom(details.colorPreferences),
      fonts: rubro === 'restaurant' || rubro === 'tourism' ? 'cercana' : details.copyTone === 'professional' ? 'clasica' : 'moderna',
    },
    business: {
      name: details.businessName,
      rubro,
      tagline: copy.tagline,
      address: place.address,
      // The site adds "Perú" after the city itself.
      city: place.city,
      phone: details.phone ? displayPhone(details.phone) : '',
      whatsapp,
      // The sign-up e-mail is private unless the customer said it is the business's (issue 23).
      email: details.emailIsPublic ? details.email : '',
      hours,
      social: [],
      logoUrl: null,
    },
    pages: [
      {
        slug: '',
        title: 'Inicio',
        sections: [
          { type: 'hero', id: 'inicio', heading: details.businessName, subheading: copy.heroSub, ctaLabel: copy.cta, ctaHref: contactHref, imageUrl: null },
          offer,
          { type: 'about', id: 'nosotros', heading: `Sobre ${details.businessName}`, body: copy.about },
          { type: 'hours', id: 'horario', heading: hasHours ? 'Horario y ubicación' : 'Dónde estamos', showMap: true },
          {
            type: 'cta',
            id: 'contacto-rapido',
            heading: '¿Conversamos?',
            body: 'Escríbenos y te respondemos el mismo día.',
            label: copy.cta,
            href: contactHref,
          },
        ],
      },
      {
        slug: 'nosotros',
        title: 'Nosotros',
        sections: [
          { type: 'about', id: 'historia', heading: 'Nuestra historia', body: copy.about },
          { type: 'faq', id: 'preguntas', heading: 'Preguntas frecuentes', items: copy.faq },
        ],
      },
      { slug: rubro === 'restaurant' ? 'carta' : 'servicios', title: rubro === 'restaurant' ? 'Carta' : 'Servicios', sections: [offer] },
      {
        slug: 'contacto',
        title: 'Contacto',
        sections: [
          { type: 'contact', id: 'escribenos', heading: 'Escríbenos', intro: 'Déjanos tu mensaje y te responderemos pronto.' },
          { type: 'hours', id: 'ubicacion', heading: 'Dónde estamos', showMap: true },
        ],
      },
      {
        slug: 'legal',
        title: 'Privacidad',
        sections: [
          {
            type: 'about',
            id: 'privacidad',
            heading: 'Privacidad de tus datos',
            body: `${details.businessName} usa los datos que envías por el formulario de contacto solo para responderte. No los vendemos ni los compartimos. Puedes pedir que los borremos escribiéndonos. Este sitio no usa cookies de seguimiento.`,
          },
        ],
      },
    ],
  };
  return siteDocumentSchema.parse(draft);
}
