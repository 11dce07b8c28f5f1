/**
 * Tipos compartidos por los módulos de contenido.
 * Solo datos: nada de React ni dependencias externas.
 */

/** Enlace simple de navegación. */
export interface NavLink {
  label: string;
  href: string;
}

/** Botón o llamado a la acción con su destino. */
export interface CtaLink {
  label: string;
  href: string;
}

/**
 * Nombres de íconos de lucide-react usados por el contenido.
 * Las páginas los resuelven a componentes (por ejemplo con un mapa de íconos).
 */
export type IconName =
  | 'Zap'
  | 'Smartphone'
  | 'Search'
  | 'HeartHandshake'
  | 'Server'
  | 'Globe'
  | 'ShieldCheck'
  | 'TrendingUp'
  | 'Mail'
  | 'MailCheck'
  | 'Palette'
  | 'MapPin'
  | 'Lightbulb'
  | 'Sparkles'
  | 'Workflow'
  | 'RefreshCw';

/** Pregunta frecuente. */
export interface FaqItem {
  question: string;
  answer: string;
}
