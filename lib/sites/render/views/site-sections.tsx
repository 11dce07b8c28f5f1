import type { ReactNode } from 'react';
import { CONTACT_LIMITS } from '@/content/contact';
import type { BusinessCard, Section } from '@/lib/sites/document/document';
import { weekdayValues } from '@/lib/sites/document/document';
import { phoneHref, whatsappHref } from '@/lib/sites/document/contact-links';
import { imageVariants } from '@/lib/storage/variant-names';
import { formatPrice, mapHref } from './format';
import { siteText } from '@/lib/sites/render/site-text';
import type { SiteLinks } from '@/lib/sites/render/site-links';
import { RESERVATION_MAX_PEOPLE, RESERVATION_NOTE_MAX, type ReservationField } from '@/lib/sites/traffic/schemas';
import { SITE_RESERVATION_PATH } from '@/lib/sites/document/site-paths';
import { orderItemKey } from '@/lib/sites/traffic/order-text';
import { FormField, HoneypotField } from './form-field';
import { OrderForm, orderFormOf, QuantityField, type OrderFormState } from './order-form';

/** One typed section of a site page. Every value is rendered as text; links were checked by the schema. */
/** `pagePath` is the page the section is on ('/', '/contacto'): the lead says where it was sent from. */
/** `order`: the order form as the server refused it (issue 27), for a menu or catalogue that takes orders. */
export function SiteSection({
  section,
  business,
  links,
  pagePath,
  order,
}: {
  section: Section;
  business: BusinessCard;
  links: SiteLinks;
  pagePath: string;
  order?: OrderFormState;
}) {
  const text = siteText(links.lang);
  switch (section.type) {
    case 'hero':
      return (
        <section id={section.id} className={section.imageUrl ? 'hero pictured' : 'hero'}>
          <div className="wrap">
            <div>
              <h1>{section.heading}</h1>
              {section.subheading ? <p>{section.subheading}</p> : null}
              {section.ctaLabel && section.ctaHref ? (
                <a href={links.page(section.ctaHref)} className="button">
                  {section.ctaLabel}
                </a>
              ) : null}
            </div>
            {/* The heading says what the picture shows; the box's ratio is fixed so nothing moves while it loads. */}
            {section.imageUrl ? (
              <img
                {...sized(links.image(section.imageUrl), '(min-width: 40rem) 40vw, calc(100vw - 2rem)')}
                alt=""
                width={800}
                height={600}
                fetchPriority="high"
                decoding="async"
              />
            ) : null}
          </div>
        </section>
      );
    case 'services': {
      const orders = orderFormOf(section, business, links, order);
      const list = (
        <ul className="three grid">
          {section.items.map((item, i) => (
            <li key={i} className="card">
              {item.imageUrl ? <ItemPhoto url={links.image(item.imageUrl)} name={item.name} width={600} height={400} sizes={IN_A_CARD} /> : null}
              <h3>{item.name}</h3>
              {item.description ? <p className="text">{item.description}</p> : null}
              {formatPrice(item.priceCents, text) ? <p className="price">{formatPrice(item.priceCents, text)}</p> : null}
              {orders && item.priceCents ? <QuantityField field={orderItemKey(0, i)} name={item.name} state={orders} text={text} /> : null}
            </li>
          ))}
        </ul>
      );
      return (
        <Block id={section.id} heading={section.heading}>
          <Orderable section={section} orders={orders} links={links} pagePath={pagePath}>
            {list}
          </Orderable>
        </Block>
      );
    }
    case 'menu': {
      const orders = orderFormOf(section, business, links, order);
      const list = (
        <div className="grid">
          {section.categories.map((category, i) => (
            <div key={i}>
              <h3 className="rule">{category.name}</h3>
              <ul className="menu">
                {category.items.map((item, j) => (
                  <li key={j}>
                    {item.imageUrl ? <ItemPhoto url={links.image(item.imageUrl)} name={item.name} width={160} height={160} sizes="72px" /> : null}
                    <span>
                      <strong>{item.name}</strong>
                      {item.description ? <span className="note">{item.description}</span> : null}
                    </span>
                    {formatPrice(item.priceCents, text) ? <span className="price">{formatPrice(item.priceCents, text)}</span> : null}
                    {orders && item.priceCents ? <QuantityField field={orderItemKey(i, j)} name={item.name} state={orders} text={text} /> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
      return (
        <Block id={section.id} heading={section.heading}>
          <Orderable section={section} orders={orders} links={links} pagePath={pagePath}>
            {list}
          </Orderable>
        </Block>
      );
    }
    case 'gallery':
      return (
        <Block id={section.id} heading={section.heading}>
          <ul className="gallery grid">
            {section.images.map((image, i) => (
              <li key={i}>
                <img {...sized(links.image(image.url), HALF_OR_WHOLE)} alt={image.alt} loading="lazy" decoding="async" width={600} height={400} />
              </li>
            ))}
          </ul>
        </Block>
      );
    case 'testimonials':
      return (
        <Block id={section.id} heading={section.heading}>
          <ul className="grid">
            {section.items.map((item, i) => (
              <li key={i}>
                <figure>
                  <blockquote className="text">“{item.quote}”</blockquote>
                  {item.author ? <figcaption>{item.author}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </Block>
      );
    case 'about':
      return (
        <Block id={section.id} heading={section.heading}>
          <p className="text lead">{section.body}</p>
        </Block>
      );
    case 'hours': {
      // Days without hours read 'Cerrado' only when some day has hours: a site that was never told
      // its hours shows none rather than a week of closed days.
      const hasHours = weekdayValues.some((day) => business.hours[day]);
      return (
        <Block id={section.id} heading={section.heading}>
          <div className="grid">
            {hasHours ? (
              <table>
                <caption className="sr-only">{text.hoursCaption}</caption>
                <tbody>
                  {weekdayValues.map((day) => {
                    const hours = business.hours[day];
                    return (
                      <tr key={day}>
                        <th scope="row">{text.weekdays[day]}</th>
                        <td>{hours ? `${hours.open} – ${hours.close}` : text.closed}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : null}
            <address>
              {business.address ? <p>{business.address}</p> : null}
              {business.city ? (
                <p>
                  {business.city}, {text.country}
                </p>
              ) : null}
              {section.showMap && mapHref(business) ? (
                <a href={mapHref(business)!} className="link">
                  {text.onTheMap}
                </a>
              ) : null}
            </address>
          </div>
        </Block>
      );
    }
    case 'faq':
      return (
        <Block id={section.id} heading={section.heading}>
          <div className="faq">
            {section.items.map((item, i) => (
              <details key={i}>
                <summary>{item.question}</summary>
                <p className="text">{item.answer}</p>
              </details>
            ))}
          </div>
        </Block>
      );
    case 'contact':
      return (
        <Block id={section.id} heading={section.heading}>
          {section.intro ? <p className="lead">{section.intro}</p> : null}
          <SiteContact business={business} links={links} pagePath={pagePath} />
        </Block>
      );
    case 'reservations':
      return (
        <Block id={section.id} heading={section.heading}>
          {section.intro ? <p className="lead">{section.intro}</p> : null}
          <SiteReservations business={business} links={links} pagePath={pagePath} />
        </Block>
      );
    case 'cta':
      return (
        <section id={section.id} className="cta">
          <div className="wrap">
            <h2>{section.heading}</h2>
            {section.body ? <p className="lead">{section.body}</p> : null}
            <a href={links.page(section.href)} className="button">
              {section.label}
            </a>
          </div>
        </section>
      );
  }
}

/**
 * A dish's or a service's photo: its size is written in the page and the stylesheet fixes the
 * box's ratio, so nothing moves while it loads; it loads only when scrolled near, and its name is
 * its description.
 */
function ItemPhoto({ url, name, width, height, sizes }: { url: string; name: string; width: number; height: number; sizes: string }) {
  return <img {...sized(url, sizes)} alt={name} width={width} height={height} loading="lazy" decoding="async" className="photo" />;
}

/**
 * How wide the grids lay a photo out: on a phone the page's width less its margins (1rem each
 * side), and in a card less the card's padding and border too; half the page (or less) from 40rem
 * on. Said closely, so a 412 px phone at 1.75× takes the 720 px copy rather than the 960 px one.
 */
const HALF_OR_WHOLE = '(min-width: 40rem) 50vw, calc(100vw - 2rem)';
const IN_A_CARD = '(min-width: 40rem) 50vw, calc(100vw - 4.5rem)';

/**
 * An image's address with the smaller copies its name offers (lib/storage/image-variants.ts), so a
 * phone downloads one near the size it shows (`sizes`: how wide the layout makes it); an image
 * without copies is its address alone.
 */
function sized(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const offered = imageVariants(src);
  if (offered.length === 0) return { src };
  return { src, srcSet: offered.map(({ address, width }) => `${address} ${width}w`).join(', '), sizes };
}

function Block({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} className="block">
      <div className="wrap">
        {heading ? <h2>{heading}</h2> : null}
        {children}
      </div>
    </section>
  );
}

/**
 * A menu's or catalogue's items, inside the order form when the section takes orders on the live
 * site; in the preview a note says where the form will be; otherwise the items alone.
 */
function Orderable({
  section,
  orders,
  links,
  pagePath,
  children,
}: {
  section: Extract<Section, { type: 'menu' | 'services' }>;
  orders: OrderFormState | null;
  links: SiteLinks;
  pagePath: string;
  children: ReactNode;
}) {
  if (orders) {
    return (
      <OrderForm sectionId={section.id} pagePath={pagePath} state={orders} text={siteText(links.lang)} honeypot={<HoneypotField />}>
        {children}
      </OrderForm>
    );
  }
  return (
    <>
      {children}
      {links.mode === 'preview' && section.takesOrders ? (
        <p className="placeholder">Aquí tus clientes elegirán cantidades y te enviarán su pedido por WhatsApp cuando el sitio esté publicado.</p>
      ) : null}
    </>
  );
}

/**
 * What a form becomes in the static export, which has no server to post to: buttons to the
 * business's own WhatsApp, e-mail (when a label is given for it) and phone, each only when the
 * business has one.
 */
function ExportContactLinks({ business, labels }: { business: BusinessCard; labels: { whatsapp: string; email?: string; phone: string } }) {
  const whatsapp = whatsappHref(business);
  const phone = phoneHref(business);
  const email = labels.email && business.email ? `mailto:${business.email}` : null;
  return (
    <ul className="actions">
      {whatsapp ? (
        <li>
          <a href={whatsapp} className="button">
            {labels.whatsapp}
          </a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={email} className="button">
            {labels.email}
          </a>
        </li>
      ) : null}
      {phone ? (
        <li>
          <a href={phone} className="button">
            {labels.phone}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The contact section per mode: the live site's plain HTML form (it works without JavaScript and
 * posts to the site's own host), a placeholder in the preview, and in the static export, which
 * has no server to post to, the business's own WhatsApp, e-mail and phone links.
 */
function SiteContact({ business, links, pagePath }: { business: BusinessCard; links: SiteLinks; pagePath: string }) {
  if (links.mode === 'preview') {
    return <p className="placeholder">Aquí irá el formulario de contacto: funcionará cuando el sitio esté publicado.</p>;
  }
  if (links.mode === 'export') {
    return <ExportContactLinks business={business} labels={siteText(links.lang).exportContact} />;
  }
  const { contact } = siteText(links.lang);
  return (
    <form method="post" action="/enviar" className="form">
      <label>
        {contact.name}
        <input name="name" required maxLength={CONTACT_LIMITS.name} autoComplete="name" />
      </label>
      <label>
        {contact.email}
        <input name="email" type="email" maxLength={CONTACT_LIMITS.email} autoComplete="email" />
      </label>
      <label>
        {contact.phone} <span className="hint">{contact.phoneHint}</span>
        <input name="phone" type="tel" maxLength={30} autoComplete="tel" />
      </label>
      <label>
        {contact.message}
        <textarea name="message" required minLength={CONTACT_LIMITS.messageMin} maxLength={CONTACT_LIMITS.message} rows={5} />
      </label>
      <input type="hidden" name="page" value={pagePath} />
      <HoneypotField />
      <button type="submit" className="button">
        {contact.send}
      </button>
    </form>
  );
}

/** What the reservation form shows again after the server refused it: what was typed, and why. */
export type ReservationFormState = {
  values: Partial<Record<ReservationField, string>>;
  errors: Partial<Record<ReservationField, string>>;
  /** A reason that is no one field's (too many forms sent from one address). */
  problem?: string;
};

/**
 * The reservation section per mode, like the contact form: on the live site a plain HTML form
 * posting to the site's own host; a placeholder in the preview; in the static export, which has
 * no server, the business's WhatsApp and phone.
 */
function SiteReservations({ business, links, pagePath }: { business: BusinessCard; links: SiteLinks; pagePath: string }) {
  if (links.mode === 'preview') {
    return <p className="placeholder">Aquí irá el formulario de reservas: funcionará cuando el sitio esté publicado.</p>;
  }
  if (links.mode === 'export') {
    const labels = siteText(links.lang).exportContact;
    return <ExportContactLinks business={business} labels={{ whatsapp: labels.reserveWhatsapp, phone: labels.reservePhone }} />;
  }
  return <ReservationForm pagePath={pagePath} state={{ values: {}, errors: {} }} links={links} />;
}

/**
 * The reservation form: day, time, people, name, phone and a note, plus the contact form's hidden
 * field for bots. Works without JavaScript; the browser's own checks help, the server decides.
 * Shown again with what was typed and each field's error when the server refuses it.
 */
export function ReservationForm({ pagePath, state, links }: { pagePath: string; state: ReservationFormState; links: SiteLinks }) {
  const hasErrors = Boolean(state.problem) || Object.keys(state.errors).length > 0;
  const text = siteText(links.lang);
  const words = text.reservation;
  return (
    <form method="post" action={`/${SITE_RESERVATION_PATH}`} className="form">
      {state.problem ? <p className="error">{state.problem}</p> : hasErrors ? <p className="error">{text.checkMarked}</p> : null}
      <FormField idPrefix="reserva" field="date" label={words.date} state={state}>
        {(props) => <input {...props} type="date" required />}
      </FormField>
      <FormField idPrefix="reserva" field="time" label={words.time} state={state}>
        {(props) => <input {...props} type="time" required />}
      </FormField>
      <FormField idPrefix="reserva" field="people" label={words.people} state={state}>
        {(props) => <input {...props} type="number" min={1} max={RESERVATION_MAX_PEOPLE} inputMode="numeric" required />}
      </FormField>
      <FormField idPrefix="reserva" field="name" label={words.name} state={state}>
        {(props) => <input {...props} required maxLength={CONTACT_LIMITS.name} autoComplete="name" />}
      </FormField>
      <FormField idPrefix="reserva" field="phone" label={words.phone} hint={words.phoneHint} state={state}>
        {(props) => <input {...props} type="tel" required maxLength={30} autoComplete="tel" />}
      </FormField>
      <FormField idPrefix="reserva" field="note" label={words.note} hint={words.noteHint} state={state}>
        {(props) => <textarea {...props} maxLength={RESERVATION_NOTE_MAX} rows={3} />}
      </FormField>
      <input type="hidden" name="page" value={pagePath} />
      <HoneypotField />
      <button type="submit" className="button">
        {words.send}
      </button>
    </form>
  );
}
