import type { Section } from '@/lib/sites/document/document';
import { ORDER_DELIVERY_LABELS } from './schemas';

/**
 * What a site's order form offers and the WhatsApp message an order becomes (issue 27). Only
 * items with a price can be ordered: a total needs one, and "Consultar" is a conversation.
 */

export type OrderableSection = Extract<Section, { type: 'menu' | 'services' }>;
export type OrderableItem = { key: string; name: string; priceCents: number };

/** The item's form field: `q-{category}-{item}` (a catalogue is one category). */
export const orderItemKey = (category: number, item: number) => `q-${category}-${item}`;

export function orderableItems(section: OrderableSection): OrderableItem[] {
  const categories = section.type === 'menu' ? section.categories.map((c) => c.items) : [section.items];
  return categories.flatMap((items, c) =>
    items.flatMap((item, i) =>
      item.priceCents !== null && item.priceCents > 0 ? [{ key: orderItemKey(c, i), name: item.name, priceCents: item.priceCents }] : [],
    ),
  );
}

/** Soles as the message writes them: "S/ 84.00". */
export const soles = (cents: number) => `S/ ${(cents / 100).toFixed(2)}`;

export type OrderLine = { name: string; quantity: number; priceCents: number };
export type Order = { lines: OrderLine[]; delivery: keyof typeof ORDER_DELIVERY_LABELS; name: string; note: string };

export const orderTotalCents = (lines: OrderLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);

/** The order as the visitor sends it to the business: one line per item, the total, how it is delivered, who and a note. */
export function orderMessage(order: Order): string {
  return [
    'Hola, quiero hacer este pedido desde su web:',
    ...order.lines.map((line) => `${line.quantity} x ${line.name}: ${soles(line.quantity * line.priceCents)}`),
    `Total: ${soles(orderTotalCents(order.lines))}`,
    `Entrega: ${ORDER_DELIVERY_LABELS[order.delivery]}`,
    `Nombre: ${order.name}`,
    ...(order.note ? [`Nota: ${order.note}`] : []),
  ].join('\n');
}

/** The business's WhatsApp chat with the order written, ready to send. */
export const orderWhatsappHref = (whatsapp: string, message: string) => `https://wa.me/${whatsapp}?text=${encodeURIComponent(message)}`;
