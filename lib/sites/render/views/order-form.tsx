import type { ReactNode } from 'react';
import { CONTACT_LIMITS } from '@/content/contact';
import type { BusinessCard, Section } from '@/lib/sites/document/document';
import { SITE_ORDER_PATH } from '@/lib/sites/document/site-paths';
import type { SiteLinks } from '@/lib/sites/render/site-links';
import { FormField } from './form-field';
import { ORDER_DELIVERY_LABELS, ORDER_MAX_QUANTITY, ORDER_NOTE_MAX } from '@/lib/sites/traffic/schemas';
import type { SiteText } from '../site-text';

/**
 * The order form of a menu or catalogue that takes orders (issue 27): a quantity beside each
 * priced item, then pickup or delivery, the name and a note, posted as plain HTML to the site's
 * /pedido, which sends the visitor on to the business's WhatsApp with the order written.
 */

/** What the order form shows again after the server refused it: what was typed (quantities by field name), and why. */
export type OrderFormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A reason that is no one field's (no item chosen, too many forms from one address). */
  problem?: string;
};

const EMPTY: OrderFormState = { values: {}, errors: {} };

type OrderableSection = Extract<Section, { type: 'menu' | 'services' }>;

/** The state the section's form starts from on the live site, or null where the section takes no orders (preview, export, no WhatsApp). */
export function orderFormOf(section: OrderableSection, business: BusinessCard, links: SiteLinks, state?: OrderFormState): OrderFormState | null {
  return links.mode === 'live' && section.takesOrders && business.whatsapp ? (state ?? EMPTY) : null;
}

/** The quantity beside one priced item, its error under it. */
export function QuantityField({ field, name, state, text }: { field: string; name: string; state: OrderFormState; text: SiteText }) {
  const id = `pedido-${field}`;
  const error = state.errors[field];
  return (
    <span className="qty">
      <label htmlFor={id}>
        {text.order.quantity}
        <span className="sr-only">{text.order.quantityOf(name)}</span>
      </label>
      <input
        id={id}
        name={field}
        type="number"
        min={0}
        max={ORDER_MAX_QUANTITY}
        inputMode="numeric"
        defaultValue={state.values[field] || undefined}
        placeholder="0"
        {...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {})}
      />
      {error ? (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The form around the section's items (`children`, with their quantities) and the order's own
 * fields. `honeypot` is the sites' shared hidden field for bots.
 */
export function OrderForm({
  sectionId,
  pagePath,
  state,
  text,
  honeypot,
  children,
}: {
  sectionId: string;
  pagePath: string;
  state: OrderFormState;
  text: SiteText;
  honeypot: ReactNode;
  children: ReactNode;
}) {
  const hasErrors = Boolean(state.problem) || Object.keys(state.errors).length > 0;
  const delivery = state.values.delivery;
  const deliveryError = state.errors.delivery;
  return (
    <form method="post" action={`/${SITE_ORDER_PATH}`} className="order">
      {state.problem ? <p className="error">{state.problem}</p> : hasErrors ? <p className="error">{text.checkMarked}</p> : null}
      {children}
      <div className="form">
        <fieldset {...(deliveryError ? { 'aria-describedby': 'pedido-delivery-error' } : {})}>
          <legend>{text.order.how}</legend>
          {(Object.entries(text.order.delivery) as [keyof typeof ORDER_DELIVERY_LABELS, string][]).map(([value, label]) => (
            <label key={value} className="choice">
              <input type="radio" name="delivery" value={value} defaultChecked={delivery === value} required />
              {label}
            </label>
          ))}
          {deliveryError ? (
            <p id="pedido-delivery-error" className="error">
              {deliveryError}
            </p>
          ) : null}
        </fieldset>
        <FormField idPrefix="pedido" field="name" label={text.order.name} state={state}>
          {(props) => <input {...props} required maxLength={CONTACT_LIMITS.name} autoComplete="name" />}
        </FormField>
        <FormField idPrefix="pedido" field="note" label={text.order.note} hint={text.order.noteHint} state={state}>
          {(props) => <textarea {...props} maxLength={ORDER_NOTE_MAX} rows={3} />}
        </FormField>
        <input type="hidden" name="section" value={sectionId} />
        <input type="hidden" name="page" value={pagePath} />
        {honeypot}
        <p className="hint">{text.order.hint}</p>
        <button type="submit" className="button">
          {text.order.send}
        </button>
      </div>
    </form>
  );
}
