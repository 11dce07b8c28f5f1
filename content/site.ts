import type { PricedText } from './plans';
import type { CtaLink, NavLink } from './types';

export interface SiteConfig {
  name: string;
  tagline: string;
  /** Descripción para la etiqueta meta (máximo 155 caracteres); nombra el precio del Básico. */
  description: PricedText;
  locale: 'es-PE';
}

export interface FooterNavGroup {
  title: string;
  links: readonly NavLink[];
}

export const siteConfig: SiteConfig = {
  name: 'Vitrina',
  tagline: 'Tu negocio, abierto en internet las 24 horas',
  description: ({ basic }) =>
    `Tu página web profesional desde ${basic} al mes. La hacemos por ti en 5 días hábiles y la pruebas 5 días gratis, sin tarjeta. Para negocios del Perú.`,
  locale: 'es-PE',
};

export const mainNav: readonly NavLink[] = [
  { label: 'Cómo funciona', href: '/#como-funciona' },
  { label: 'Precios', href: '/#precios' },
  { label: 'Ejemplos', href: '/#ejemplos' },
  { label: 'Blog', href: '/blog' },
];

/** Botón destacado de la cabecera. */
export const headerCta: CtaLink = {
  label: 'Prueba Gratis 5 Días',
  href: '/start-trial',
};

/** Siempre visible en el pie de página, destacado con su ícono, como exige la normativa de protección al consumidor. */
export const complaintsBookLink: NavLink = {
  label: 'Libro de Reclamaciones',
  href: '/libro-de-reclamaciones',
};

export const footerNav: readonly FooterNavGroup[] = [
  {
    title: 'Empresa',
    links: [
      { label: 'Nosotros', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contacto', href: '/contact' },
      { label: 'Preguntas frecuentes', href: '/#faq' },
      { label: 'Prueba gratis 5 días', href: '/start-trial' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Términos y condiciones', href: '/terms-and-conditions' },
      { label: 'Política de privacidad', href: '/privacy-policy' },
      { label: 'Política de cookies', href: '/cookie-policy' },
      complaintsBookLink,
    ],
  },
];

/** Textos breves del pie de página; el correo lo inserta la página. */
export const footerCopy = {
  blurb: 'Páginas web profesionales para restaurantes, tiendas, agencias de turismo y todo tipo de negocio en el Perú, por una suscripción mensual accesible.',
  contactLabel: 'Escríbenos a',
  rights: 'Todos los derechos reservados.',
} as const;
