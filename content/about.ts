import type { PricedText } from './plans';
import type { CtaLink, IconName } from './types';

export interface AboutIntro {
  title: string;
  subtitle: string;
}

export interface Mission {
  title: string;
  paragraphs: readonly string[];
}

export interface ValueCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface TechnologyItem {
  title: string;
  description: string;
  icon: IconName;
}

export interface TechnologySection {
  title: string;
  intro: string;
  items: readonly [TechnologyItem, TechnologyItem, TechnologyItem];
  humanNote: string;
}

export interface PriceComparison {
  title: string;
  traditionalLabel: string;
  traditional: string;
  vitrinaLabel: string;
  vitrina: PricedText;
  note: string;
}

export interface AboutCtaSection {
  title: string;
  text: string;
  cta: CtaLink;
}

export const aboutIntro: AboutIntro = {
  title: 'Sobre Vitrina',
  subtitle: 'Hacemos que tener una página web deje de ser un lujo para los negocios del Perú.',
};

export const mission: Mission = {
  title: 'Nuestra misión',
  paragraphs: [
    'Creemos que la cevichería del barrio, la ferretería de la esquina y la agencia que organiza tours en la sierra merecen una web tan buena como la de una gran empresa. El problema nunca fue la falta de ganas: era pagar miles de soles por adelantado y esperar semanas sin saber cómo iba a quedar.',
    'Por eso creamos Vitrina: un servicio por suscripción en el que armamos tu sitio por ti, lo pruebas gratis y pagas una cuota mensual accesible. Queremos que tu negocio sea el siguiente en tener su web.',
  ],
};

/** Added to the mission only once the count of customers active now backs it (lib/social-proof/claims.ts). */
export const missionCustomersLine = (customers: number) => `Ya acompañamos a más de ${customers} negocios en el Perú.`;

export const values: readonly [ValueCard, ValueCard, ValueCard, ValueCard] = [
  {
    title: 'Pasión local',
    description:
      'Somos peruanos y trabajamos para negocios peruanos. Entendemos cómo compran tus clientes, cómo hablan y qué buscan cuando te encuentran en internet.',
    icon: 'MapPin',
  },
  {
    title: 'Crecimiento',
    description: 'Tu web no es un adorno: es una herramienta para vender más. Cada decisión que tomamos apunta a que lleguen más clientes a tu negocio.',
    icon: 'TrendingUp',
  },
  {
    title: 'Innovación',
    description: 'Usamos herramientas modernas, incluida la inteligencia artificial, para trabajar mejor y más rápido, y así mantener un precio justo.',
    icon: 'Lightbulb',
  },
  {
    title: 'Rapidez',
    description: 'Tu tiempo vale. Tu sitio queda listo en 5 días hábiles y respondemos tus consultas en 24 a 48 horas hábiles.',
    icon: 'Zap',
  },
];

export const technology: TechnologySection = {
  title: 'Tecnología al servicio de tu negocio',
  intro: 'La inteligencia artificial nos ayuda a avanzar más rápido, pero quienes diseñan, revisan y ajustan tu sitio son personas de nuestro equipo.',
  items: [
    {
      title: 'IA generativa',
      description:
        'Con la información de tu formulario, la IA nos ayuda a preparar un primer borrador del plan de tu sitio y de los textos. Luego nuestro equipo lo revisa, lo corrige y lo adapta a tu negocio.',
      icon: 'Sparkles',
    },
    {
      title: 'Automatización inteligente',
      description:
        'Automatizamos las tareas repetitivas, como ordenar la información de tu formulario y preparar cada proyecto, para que nuestro equipo dedique su tiempo a lo que importa: que tu web se vea bien, funcione y te traiga clientes.',
      icon: 'Workflow',
    },
    {
      title: 'Mejora continua',
      description:
        'Aprendemos de cada proyecto y de lo que nos dicen nuestros clientes. Así mejoramos nuestras plantillas, nuestros procesos y los sitios que ya están en línea.',
      icon: 'RefreshCw',
    },
  ],
  humanNote: 'Ningún sitio sale publicado sin que una persona lo haya revisado y sin tu aprobación.',
};

export const priceComparison: PriceComparison = {
  title: '¿Cuánto cuesta una web profesional?',
  traditionalLabel: 'Agencia tradicional',
  traditional: 'Entre S/ 3,000 y S/ 10,000, con S/ 5,000 o más por adelantado.',
  vitrinaLabel: 'Vitrina',
  vitrina: ({ basic }) => `Desde ${basic} al mes, con 5 días de prueba gratis y sin tarjeta.`,
  note: 'Además, el hosting, el SSL, el SEO y el logo ya están incluidos.',
};

export const aboutCta: AboutCtaSection = {
  title: '¿Listo para que tu negocio se vea en internet?',
  text: 'Cuéntanos de tu negocio en unos 3 minutos y empieza tu prueba gratis hoy.',
  cta: { label: 'Probar Gratis 5 Días', href: '/start-trial' },
};
