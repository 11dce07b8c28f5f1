import type { PlanPrices, PricedText } from './plans';
import type { CtaLink, IconName } from './types';

/* ------------------------------------------------------------------ */
/* Tipos                                                               */
/* ------------------------------------------------------------------ */

export interface FeaturedTestimonial {
  quote: string;
  name: string;
  business: string;
}

export interface Hero {
  headline: PricedText;
  subheadline: string;
  /** Lleva a /start-trial. */
  primaryCta: CtaLink;
  /** Desplaza la página hasta la sección de ejemplos. */
  secondaryCta: CtaLink;
  testimonial: FeaturedTestimonial;
  trustLines: readonly [string, string, string];
}

export interface Benefit {
  title: string;
  description: string;
  icon: IconName;
}

export interface IncludedItem {
  name: string;
  description: string;
  icon: IconName;
  /** Valor referencial en soles, solo cuando la especificación lo indica. */
  value: number | null;
  /** Valor formateado, por ejemplo 'Valor S/ 500'; null si no aplica. */
  valueLabel: string | null;
}

export interface IncludedSection {
  title: string;
  subtitle: string;
  items: readonly IncludedItem[];
  totalValueLabel: string;
  totalValueNote: PricedText;
}

export interface Testimonial {
  name: string;
  business: string;
  city: string;
  text: string;
  /** El problema que tenía el negocio antes de tener su sitio. */
  painLabel: string;
  /** Iniciales para el avatar (no se usan imágenes). */
  initials: string;
}

export interface TestimonialsSection {
  title: string;
  /** Said only once the count of customers active now backs it (lib/social-proof/claims.ts). */
  subtitle: (customers: number) => string;
  items: readonly [Testimonial, Testimonial, Testimonial];
}

export type ExampleKey = 'restaurantes' | 'turismo' | 'tiendas';

export interface Example {
  key: ExampleKey;
  title: string;
  description: string;
  features: readonly string[];
  /** Nombre de color de acento (paleta de Tailwind). */
  accent: string;
}

export interface ExamplesSection {
  title: string;
  subtitle: string;
  items: readonly [Example, Example, Example];
}

export interface ComparisonRow {
  label: string;
  others: string;
  vitrina: string;
}

export interface ComparisonSection {
  title: string;
  subtitle: string;
  othersHeading: string;
  vitrinaHeading: string;
  /** The first row names the Básico's price. */
  rows: (prices: PlanPrices) => readonly ComparisonRow[];
  footnote: string;
}

export interface Step {
  title: string;
  description: string;
}

export interface StepsSection {
  title: string;
  subtitle: string;
  items: readonly [Step, Step, Step, Step];
}

export interface PricingIntro {
  title: string;
  subtitle: string;
  setupNote: string;
}

export interface LaunchOffer {
  badge: string;
  text: string;
}

export interface SectionHeading {
  title: string;
  subtitle: string;
}

/* ------------------------------------------------------------------ */
/* Hero                                                                */
/* ------------------------------------------------------------------ */

export const hero: Hero = {
  headline: ({ basic }) => `Tu página web profesional en el Perú por solo ${basic} al mes`,
  subheadline:
    'Cuéntanos de tu negocio y nuestro equipo arma tu sitio en 5 días hábiles. Lo pruebas 5 días gratis, sin dar tu tarjeta, y solo pagas cuando lo apruebas.',
  primaryCta: { label: 'Empezar Ahora - Es Gratis', href: '/start-trial' },
  secondaryCta: { label: 'Ver Ejemplos', href: '/#ejemplos' },
  testimonial: {
    quote: 'Ahora mis clientes ven la carta y me escriben por WhatsApp desde la web. Ya no dependo solo de Facebook.',
    name: 'Rosa Quispe',
    business: 'Cevichería El Muelle',
  },
  trustLines: ['Sin tarjeta de crédito', 'Listo en 5 días hábiles', 'Cancela cuando quieras'],
};

/* ------------------------------------------------------------------ */
/* Beneficios                                                          */
/* ------------------------------------------------------------------ */

export const benefitsHeading: SectionHeading = {
  title: '¿Por qué elegir Vitrina?',
  subtitle: 'Todo lo que tu negocio necesita para verse bien en internet, sin complicarte.',
};

export const benefits: readonly [Benefit, Benefit, Benefit, Benefit] = [
  {
    title: 'Listo en 5 días hábiles',
    description:
      'Nada de esperar meses. Llenas un formulario corto y en una semana tu negocio ya tiene sitio propio (de 7 a 10 días hábiles si es tienda o proyecto a medida).',
    icon: 'Zap',
  },
  {
    title: 'Se ve bien en cualquier celular',
    description: 'La mayoría de tus clientes te busca desde el teléfono. Tu sitio se adapta a celulares, tablets y computadoras, y carga rápido.',
    icon: 'Smartphone',
  },
  {
    title: 'Que te encuentren en Google',
    description: 'Preparamos cada página para que los buscadores entiendan qué vendes y dónde estás, y así lleguen clientes de tu zona.',
    icon: 'Search',
  },
  {
    title: 'Te acompañamos siempre',
    description: 'Personas reales detrás de tu sitio. Si necesitas un cambio o tienes una duda, nos escribes y te respondemos en 24 a 48 horas hábiles.',
    icon: 'HeartHandshake',
  },
];

/* ------------------------------------------------------------------ */
/* Todo incluido                                                       */
/* ------------------------------------------------------------------ */

export const included: IncludedSection = {
  title: 'Todo incluido en tu suscripción',
  subtitle: 'Sin costos escondidos ni sorpresas a fin de mes.',
  items: [
    {
      name: 'Hosting gratis',
      description: 'Tu sitio vive en servidores rápidos y seguros. Tú no instalas nada.',
      icon: 'Server',
      value: null,
      valueLabel: null,
    },
    {
      name: 'Subdominio gratis',
      description: 'Una dirección web lista para compartir desde el primer día, o conectamos tu dominio propio.',
      icon: 'Globe',
      value: null,
      valueLabel: null,
    },
    {
      name: 'Certificado SSL',
      description: 'El candado de seguridad que da confianza a tus clientes y que Google toma en cuenta.',
      icon: 'ShieldCheck',
      value: null,
      valueLabel: null,
    },
    {
      name: 'Optimización SEO',
      description: 'Títulos, descripciones y estructura pensados para aparecer en las búsquedas.',
      icon: 'TrendingUp',
      value: 1500,
      valueLabel: 'Valor S/ 1,500',
    },
    {
      name: 'Formulario de contacto',
      description: 'Tus clientes te escriben desde la web y el mensaje te llega directo al correo.',
      icon: 'Mail',
      value: null,
      valueLabel: null,
    },
    {
      name: 'Correo profesional',
      description: 'Un correo con el nombre de tu negocio, que inspira más confianza que uno genérico.',
      icon: 'MailCheck',
      value: null,
      valueLabel: null,
    },
    {
      name: 'Logo',
      description: 'Si todavía no tienes logo, te diseñamos uno para que tu marca se reconozca.',
      icon: 'Palette',
      value: 500,
      valueLabel: 'Valor S/ 500',
    },
  ],
  totalValueLabel: 'Valor total: más de S/ 2,000',
  totalValueNote: ({ basic }) => `Y tú lo tienes todo desde ${basic} al mes.`,
};

/* ------------------------------------------------------------------ */
/* Testimonios                                                         */
/* ------------------------------------------------------------------ */

export const testimonials: TestimonialsSection = {
  title: 'Negocios como el tuyo ya dieron el paso',
  subtitle: (customers) => `Más de ${customers} negocios en todo el Perú ya trabajan con nosotros.`,
  items: [
    {
      name: 'Rosa Quispe',
      business: 'Cevichería El Muelle',
      city: 'Lima',
      text: 'Antes solo tenía una página de Facebook y los clientes me preguntaban la carta a cada rato. Ahora ven los platos y los precios en la web y me escriben directo por WhatsApp. Me lo entregaron en una semana y los cambios que pedí los hicieron al toque.',
      painLabel: 'Solo la encontraban por Facebook',
      initials: 'RQ',
    },
    {
      name: 'Jorge Mamani',
      business: 'Wayra Expediciones',
      city: 'Cusco',
      text: 'Los turistas buscan en Google antes de llegar a Cusco y yo no aparecía por ningún lado. Con la web ahora me escriben desde otros países para reservar el tour a Vinicunca, sin pasar por intermediarios.',
      painLabel: 'Dependía de intermediarios para vender sus tours',
      initials: 'JM',
    },
    {
      name: 'Carmen Villanueva',
      business: 'Boutique Killa',
      city: 'Arequipa',
      text: 'Una agencia me pidió S/ 6,000 por adelantado y no me alcanzaba. Aquí probé gratis, vi mi tienda terminada y recién ahí puse la tarjeta. Y la cuota mensual la pago sin problemas.',
      painLabel: 'Una agencia le pedía S/ 6,000 por adelantado',
      initials: 'CV',
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Ejemplos                                                            */
/* ------------------------------------------------------------------ */

export const examples: ExamplesSection = {
  title: 'Sitios pensados para tu rubro',
  subtitle: 'Cada negocio es distinto. Armamos tu web según lo que tus clientes necesitan ver.',
  items: [
    {
      key: 'restaurantes',
      title: 'Restaurantes',
      description: 'Para cevicherías, pollerías, chifas, cafeterías y huariques que quieren llenar más mesas y recibir pedidos.',
      features: [
        'Carta digital con fotos y precios',
        'Botón de WhatsApp para pedidos y delivery',
        'Horarios y ubicación en el mapa',
        'Reservas por formulario',
      ],
      accent: 'orange',
    },
    {
      key: 'turismo',
      title: 'Turismo',
      description: 'Para agencias, operadores de tours y hospedajes que quieren recibir reservas directas de viajeros peruanos y extranjeros.',
      features: [
        'Paquetes y tours con itinerario',
        'Galería de fotos de los destinos',
        'Formulario de consulta y reserva',
        'Textos pensados para viajeros que buscan en Google',
      ],
      accent: 'emerald',
    },
    {
      key: 'tiendas',
      title: 'Tiendas',
      description: 'Para boutiques, ferreterías, bodegas y emprendimientos que quieren mostrar sus productos y vender más.',
      features: [
        'Catálogo de productos con fotos',
        'Consultas de stock por WhatsApp',
        'Tienda en línea con pagos (plan Personalizado)',
        'Promociones y novedades destacadas',
      ],
      accent: 'violet',
    },
  ],
};

export const anyBusinessNote =
  '¿Tu negocio es de otro rubro? También es para ti. Trabajamos con salones de belleza, talleres, consultorios, gimnasios, estudios profesionales y cualquier emprendimiento que quiera tener presencia en internet.';

/* ------------------------------------------------------------------ */
/* Comparación                                                         */
/* ------------------------------------------------------------------ */

export const comparison: ComparisonSection = {
  title: 'Lo que cobran otros vs. lo que te damos nosotros',
  subtitle: 'Una web a medida no tiene por qué costarte miles de soles de golpe.',
  othersHeading: 'Agencia tradicional',
  vitrinaHeading: 'Vitrina',
  rows: ({ basic }) => [
    {
      label: 'Precio del sitio',
      others: 'Entre S/ 3,000 y S/ 10,000',
      vitrina: `Desde ${basic} al mes`,
    },
    {
      label: 'Pago inicial',
      others: 'S/ 5,000 o más por adelantado',
      vitrina: 'S/ 0: la instalación es gratis por tiempo limitado',
    },
    {
      label: 'Prueba antes de pagar',
      others: 'Pagas antes de ver el resultado',
      vitrina: '5 días gratis, sin tarjeta',
    },
    {
      label: 'Hosting, subdominio y SSL',
      others: 'Normalmente se pagan aparte',
      vitrina: 'Incluidos',
    },
    {
      label: 'Logo',
      others: 'Se cotiza por separado',
      vitrina: 'Incluido (valor S/ 500)',
    },
    {
      label: 'Optimización SEO',
      others: 'Servicio adicional',
      vitrina: 'Incluida (valor S/ 1,500)',
    },
    {
      label: 'Cambios',
      others: 'Cada cambio se cobra',
      vitrina: 'Gratis los primeros 5 días; luego, los cambios menores están incluidos',
    },
    {
      label: 'Permanencia',
      others: 'Contratos y pagos por adelantado',
      vitrina: 'Cancelas cuando quieras',
    },
  ],
  footnote: 'Rangos referenciales de lo que suele costar una página web hecha a medida en el Perú.',
};

/* ------------------------------------------------------------------ */
/* Cómo funciona                                                       */
/* ------------------------------------------------------------------ */

export const steps: StepsSection = {
  title: 'Cómo funciona',
  subtitle: 'Cuatro pasos sencillos y tu negocio ya está en internet.',
  items: [
    {
      title: 'Cuéntanos de tu negocio',
      description: 'Llenas un formulario corto con el nombre de tu negocio, a qué te dedicas y los colores que te gustan. Te toma unos 3 minutos.',
    },
    {
      title: 'Nosotros lo construimos',
      description: 'Nuestro equipo diseña tu sitio a mano, con ayuda de inteligencia artificial, y lo deja listo en 5 días hábiles.',
    },
    {
      title: 'Lo revisas y pides cambios',
      description: 'Te enviamos el enlace para que lo veas. Pides los ajustes que quieras hasta que quede como lo imaginaste.',
    },
    {
      title: 'Lo activas y pagas mes a mes',
      description: 'Cuando lo apruebas, recién eliges tu plan y haces tu primer pago mensual. Sin contratos: cancelas cuando quieras.',
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Precios                                                             */
/* ------------------------------------------------------------------ */

export const pricingIntro: PricingIntro = {
  title: 'Planes simples, sin letra pequeña',
  subtitle: 'Empieza con 5 días de prueba gratis. Solo pagas cuando apruebas tu sitio, y puedes cancelar en cualquier momento.',
  setupNote: 'Por tiempo limitado, la instalación va por nuestra cuenta.',
};

export const launchOffer: LaunchOffer = {
  badge: 'Precio de lanzamiento',
  text: 'El precio sube S/ 5 por cada 100 clientes nuevos. Si te suscribes hoy, te quedas con tu precio actual.',
};

/* ------------------------------------------------------------------ */
/* Encabezado de la sección de preguntas frecuentes                    */
/* ------------------------------------------------------------------ */

export const faqHeading: SectionHeading = {
  title: 'Preguntas frecuentes',
  subtitle: 'Resolvemos las dudas más comunes antes de que empieces.',
};
