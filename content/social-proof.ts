/**
 * Listas de demostración para el aviso flotante de prueba social
 * ("Compró su sitio web") y etiquetas para mostrar activaciones reales.
 */
import type { IndustryValue } from './options';

export const socialProofBusinesses = [
  'Cevichería El Pescador',
  'Pollería Don Tito',
  'Restaurante Sabor Norteño',
  'Picantería Doña Carmela',
  'Chifa Dragón de Oro',
  'Anticuchos Doña Chela',
  'Juguería Las Frutitas',
  'Panadería La Espiga Dorada',
  'Café del Valle',
  'Boutique Killa',
  'Moda Andina Boutique',
  'Ferretería San Martín',
  'Ferretería El Constructor',
  'Bodega Doña Meche',
  'Minimarket Don Lucho',
  'Librería El Saber',
  'Óptica Visión Clara',
  'Artesanías Manos Andinas',
  'Floristería Jardín de Rosas',
  'Agencia de Viajes Horizonte',
  'Wayra Expediciones',
  'Aventura Tours Perú',
  'Hostal Casa del Sol',
  'Salón de Belleza Glamour',
  'Barbería El Patrón',
  'Spa Ananay',
  'Clínica Dental Sonríe',
  'Veterinaria Patitas',
  'Gimnasio Fuerza Total',
  'Taller Mecánico Hermanos Rojas',
  'Lavandería Burbujas',
  'Estudio Contable Torres & Asociados',
  'Inmobiliaria Mi Casita',
] as const;

export const socialProofRegions = [
  'Lima',
  'Arequipa',
  'Cusco',
  'Trujillo',
  'Piura',
  'Chiclayo',
  'Iquitos',
  'Huancayo',
  'Tacna',
  'Puno',
  'Ica',
  'Cajamarca',
  'Ayacucho',
  'Huaraz',
  'Chimbote',
  'Tarapoto',
  'Pucallpa',
  'Tumbes',
] as const;

export const socialProofTimes = ['hace 5 minutos', 'hace 15 minutos', 'hace 30 minutos', 'hace 1 hora', 'hace 2 horas'] as const;

export type SocialProofBusiness = (typeof socialProofBusinesses)[number];
export type SocialProofRegion = (typeof socialProofRegions)[number];
export type SocialProofTime = (typeof socialProofTimes)[number];

/** Textos fijos del aviso. Se muestra: "{negocio} · Compró su sitio web · {región}, Perú · {tiempo}". */
export const socialProofCopy = {
  action: 'Compró su sitio web',
  countrySuffix: ', Perú',
  closeLabel: 'Cerrar',
} as const;

/** Etiquetas para mostrar una activación real sin revelar el nombre del negocio. */
export const businessTypeLabels: Readonly<Record<IndustryValue, string>> = {
  restaurant: 'Un restaurante',
  retail: 'Una tienda',
  healthcare: 'Un consultorio de salud',
  automotive: 'Un taller automotriz',
  'real-estate': 'Una inmobiliaria',
  'professional-services': 'Un estudio profesional',
  'home-services': 'Un servicio para el hogar',
  fitness: 'Un gimnasio',
  beauty: 'Un salón de belleza',
  other: 'Un negocio',
};
