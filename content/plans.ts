export type PlanKey = 'basic' | 'growth' | 'custom';

/**
 * Las claves de los planes que se venden por suscripción: lo que `subscriptions.plan_type` guarda
 * de un plan pagado, lo venda quien lo venda (cada proveedor traduce sus ids en lib/billing).
 */
export const PAID_PLAN_KEYS = ['basic', 'growth'] as const satisfies readonly PlanKey[];
export type PaidPlanKey = (typeof PAID_PLAN_KEYS)[number];

export interface Plan {
  key: PlanKey;
  name: string;
  /** Precio mensual en soles; null cuando es a cotizar. */
  price: number | null;
  /** Precio formateado, por ejemplo 'S/ 25' o 'A cotizar'. */
  priceLabel: string;
  period: string;
  popular: boolean;
  description: string;
  features: readonly string[];
  pagesSummary: string;
  /** Costo normal de instalación en soles; null si depende del proyecto. */
  setupFee: number | null;
  setupFeeNote: string;
  /** Texto del botón; todos llevan al flujo de /start-trial. */
  cta: string;
  /** A dónde lleva el botón: el plan Personalizado marca la solicitud como cotización. */
  ctaHref: string;
}

/**
 * Los precios mensuales de los dos planes que se venden, como se muestran ('S/ 25'). Suben con la
 * escalera de lanzamiento (lib/billing/price-ladder.ts): cada texto que nombra un precio se
 * escribe sobre ellos (PricedText), nunca como una copia por escalón.
 */
export type PlanPrices = Record<PaidPlanKey, string>;
export type PricedText = (prices: PlanPrices) => string;

/**
 * Cuántas direcciones de 'Correo profesional' (contacto@tunegocio.pe, reenviadas a tu correo de
 * siempre) incluye cada plan: el panel no deja crear más (lib/sites/email). Los términos, la página
 * principal y las preguntas frecuentes prometen correo profesional en todos los planes pagados.
 */
export const PLAN_EMAIL_ADDRESSES: Record<PaidPlanKey, number> = { basic: 1, growth: 5 };

/** '1 dirección' o 'hasta 5 direcciones': cómo nombra un texto las direcciones de un plan. */
export const emailAddressCount = (count: number) => (count === 1 ? '1 dirección' : `hasta ${count} direcciones`);

/**
 * Cuántas páginas publicadas tiene el sitio de cada plan: el editor no guarda una versión con más,
 * y al pasar a un plan con menos las que sobran quedan como borrador (lib/sites/document/plan-pages.ts).
 * Las páginas del Básico son las que hace su plantilla: Inicio, Nosotros, Servicios (o Carta),
 * Contacto y Legal.
 */
export const PLAN_PAGES: Record<PaidPlanKey, number> = { basic: 5, growth: 20 };

/** Cuántas páginas puede guardar un sitio en total, borradores incluidos: las del plan más grande. */
export const MAX_SITE_PAGES = Math.max(...Object.values(PLAN_PAGES));

/** El formulario de prueba con el texto de una cotización: guarda la solicitud como pedido de cotización. */
export const QUOTE_REQUEST_PATH = '/start-trial/cotizacion';

export const plans: readonly [Plan, Plan, Plan] = [
  {
    key: 'basic',
    name: 'Básico',
    price: 25,
    priceLabel: 'S/ 25',
    period: 'por mes',
    popular: false,
    description: 'Ideal para empezar: tu negocio con una web profesional, clara y fácil de encontrar.',
    features: [
      `Hasta ${PLAN_PAGES.basic} páginas: Inicio, Nosotros, Servicios, Contacto y Legal`,
      'Diseño adaptable a celulares, tablets y computadoras',
      'Formulario de contacto',
      'Hosting y subdominio incluidos',
      'Certificado SSL (candado de seguridad)',
      'SEO básico para aparecer en Google',
      `Correo profesional: ${emailAddressCount(PLAN_EMAIL_ADDRESSES.basic)} con tu dominio`,
    ],
    pagesSummary: `Hasta ${PLAN_PAGES.basic} páginas`,
    setupFee: 250,
    setupFeeNote: 'Instalación: S/ 250 — gratis por tiempo limitado',
    cta: 'Empezar Ahora',
    ctaHref: '/start-trial',
  },
  {
    key: 'growth',
    name: 'Crecimiento',
    price: 45,
    priceLabel: 'S/ 45',
    period: 'por mes',
    popular: true,
    description: 'Para negocios que quieren atraer más clientes cada mes con contenido y mejor posicionamiento.',
    features: [
      `Hasta ${PLAN_PAGES.growth} páginas`,
      'Un artículo SEO al mes, escrito y publicado por nosotros',
      'SEO avanzado cada mes',
      'Blog integrado',
      'Actualizaciones de contenido cada mes',
      `Correo profesional: ${emailAddressCount(PLAN_EMAIL_ADDRESSES.growth)} con tu dominio`,
      'Todo lo del plan Básico',
    ],
    pagesSummary: `Hasta ${PLAN_PAGES.growth} páginas`,
    setupFee: 500,
    setupFeeNote: 'Instalación: S/ 500 — gratis por tiempo limitado',
    cta: 'Empezar Ahora',
    ctaHref: '/start-trial',
  },
  {
    key: 'custom',
    name: 'Personalizado',
    price: null,
    priceLabel: 'A cotizar',
    period: 'según tu proyecto',
    popular: false,
    description: 'Para proyectos a medida: tiendas en línea, reservas, membresías y sistemas que trabajan por ti.',
    features: [
      'Tienda en línea con sistema de gestión (backend)',
      'Panel de administración',
      'Automatizaciones',
      'Integraciones con tus herramientas',
      'Varias pasarelas de pago',
      'Membresías',
      'Reservas',
      'CRM para tus clientes',
      'Analítica',
      'Correos ilimitados',
      'Soporte prioritario 24/7',
    ],
    pagesSummary: 'Páginas según tu proyecto',
    setupFee: null,
    setupFeeNote: 'La instalación se incluye en la cotización',
    cta: 'Solicitar Cotización',
    ctaHref: QUOTE_REQUEST_PATH,
  },
];

/** Etiqueta para el plan destacado. */
export const popularPlanBadge = 'Más popular';
