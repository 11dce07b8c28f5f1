import type { BusinessCard } from '@/lib/sites/document/document';
import { weekdayValues } from '@/lib/sites/document/document';

const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

/** "S/ 25.00"; a zero price reads as "Consultar"; no price shows nothing. */
export function formatPrice(cents: number | null): string | null {
  if (cents === null) return null;
  return cents === 0 ? 'Consultar' : soles.format(cents / 100);
}

export const WEEKDAY_LABELS: Record<(typeof weekdayValues)[number], string> = {
  lunes: 'Lunes',
  martes: 'Martes',
  miercoles: 'Miércoles',
  jueves: 'Jueves',
  viernes: 'Viernes',
  sabado: 'Sábado',
  domingo: 'Domingo',
};

export const mapHref = (business: BusinessCard) =>
  business.address || business.city
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([business.name, business.address, business.city, 'Perú'].filter(Boolean).join(', '))}`
    : null;
