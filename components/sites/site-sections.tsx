import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from '@/content/contact';
import type { BusinessCard, Section } from '@/lib/sites/document';
import { weekdayValues } from '@/lib/sites/document';
import { formatPrice, mapHref, WEEKDAY_LABELS } from './format';

/** A link of the site itself ('/contacto') kept inside the private preview when there is one. */
export function withBase(href: string, previewBase: string | undefined): string {
  return previewBase && href.startsWith('/') ? `${previewBase}${href === '/' ? '' : href}` : href;
}

/** One typed section of a site page. Every value is rendered as text; links were checked by the schema. */
export function SiteSection({ section, business, previewBase, pagePath = '/' }: { section: Section; business: BusinessCard; previewBase?: string; pagePath?: string }) {
  switch (section.type) {
    case 'hero':
      return (
        <section id={section.id} className="bg-[var(--site-primary)] px-4 py-16 text-white sm:py-24">
          <div className="mx-auto max-w-4xl">
            <h1 className="site-heading text-4xl font-bold break-words sm:text-5xl">{section.heading}</h1>
            {section.subheading ? <p className="mt-4 max-w-2xl text-lg text-white/90">{section.subheading}</p> : null}
            {section.ctaLabel && section.ctaHref ? (
              <a href={withBase(section.ctaHref, previewBase)} className="mt-8 inline-block rounded-md bg-white px-6 py-3 font-semibold text-[var(--site-primary)] hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                {section.ctaLabel}
              </a>
            ) : null}
          </div>
        </section>
      );
    case 'services':
      return (
        <Block id={section.id} heading={section.heading}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item, i) => (
              <li key={i} className="rounded-lg border border-neutral-200 p-5">
                <h3 className="site-heading text-lg font-semibold">{item.name}</h3>
                {item.description ? <p className="mt-2 whitespace-pre-line text-neutral-700">{item.description}</p> : null}
                {formatPrice(item.priceCents) ? <p className="mt-3 font-semibold text-[var(--site-accent)]">{formatPrice(item.priceCents)}</p> : null}
              </li>
            ))}
          </ul>
        </Block>
      );
    case 'menu':
      return (
        <Block id={section.id} heading={section.heading}>
          <div className="grid gap-8 md:grid-cols-2">
            {section.categories.map((category, i) => (
              <div key={i}>
                <h3 className="site-heading border-b border-neutral-200 pb-2 text-xl font-semibold">{category.name}</h3>
                <ul className="mt-3 space-y-3">
                  {category.items.map((item, j) => (
                    <li key={j} className="flex items-baseline justify-between gap-4">
                      <span>
                        <span className="font-medium">{item.name}</span>
                        {item.description ? <span className="block text-sm text-neutral-600">{item.description}</span> : null}
                      </span>
                      <span className="shrink-0 font-semibold text-[var(--site-accent)]">{formatPrice(item.priceCents)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Block>
      );
    case 'gallery':
      return (
        <Block id={section.id} heading={section.heading}>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {section.images.map((image, i) => (
              <li key={i}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the customer's own stored images, served as they are. */}
                <img src={image.url} alt={image.alt} loading="lazy" decoding="async" width={600} height={400} className="aspect-[3/2] w-full rounded-md object-cover" />
              </li>
            ))}
          </ul>
        </Block>
      );
    case 'testimonials':
      return (
        <Block id={section.id} heading={section.heading}>
          <ul className="grid gap-4 md:grid-cols-2">
            {section.items.map((item, i) => (
              <li key={i}>
                <figure className="rounded-lg bg-neutral-50 p-5">
                  <blockquote className="whitespace-pre-line text-neutral-800">“{item.quote}”</blockquote>
                  {item.author ? <figcaption className="mt-3 text-sm font-semibold text-neutral-700">{item.author}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </Block>
      );
    case 'about':
      return (
        <Block id={section.id} heading={section.heading}>
          <p className="max-w-3xl whitespace-pre-line text-lg leading-relaxed text-neutral-800">{section.body}</p>
        </Block>
      );
    case 'hours':
      return (
        <Block id={section.id} heading={section.heading}>
          <div className="grid gap-8 md:grid-cols-2">
            <table className="w-full max-w-sm text-left">
              <caption className="sr-only">Horario de atención</caption>
              <tbody>
                {weekdayValues.map((day) => {
                  const hours = business.hours[day];
                  return (
                    <tr key={day} className="border-b border-neutral-100">
                      <th scope="row" className="py-1.5 pr-4 font-medium">{WEEKDAY_LABELS[day]}</th>
                      <td className="py-1.5 text-neutral-700">{hours ? `${hours.open} – ${hours.close}` : 'Cerrado'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <address className="not-italic text-neutral-800">
              {business.address ? <p>{business.address}</p> : null}
              {business.city ? <p>{business.city}, Perú</p> : null}
              {section.showMap && mapHref(business) ? (
                <a href={mapHref(business)!} className="mt-3 inline-block font-semibold text-[var(--site-accent)] underline underline-offset-4">
                  Ver en el mapa
                </a>
              ) : null}
            </address>
          </div>
        </Block>
      );
    case 'faq':
      return (
        <Block id={section.id} heading={section.heading}>
          <div className="max-w-3xl divide-y divide-neutral-200 border-y border-neutral-200">
            {section.items.map((item, i) => (
              <details key={i} className="group py-3">
                <summary className="cursor-pointer font-medium">{item.question}</summary>
                <p className="mt-2 whitespace-pre-line text-neutral-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </Block>
      );
    case 'contact':
      return (
        <Block id={section.id} heading={section.heading}>
          {section.intro ? <p className="mb-6 max-w-2xl text-neutral-700">{section.intro}</p> : null}
          {previewBase ? (
            <p className="max-w-xl rounded-md border border-dashed border-neutral-400 p-4 text-neutral-700">Aquí irá el formulario de contacto: funcionará cuando el sitio esté publicado.</p>
          ) : (
            <SiteContactForm pagePath={pagePath} />
          )}
        </Block>
      );
    case 'cta':
      return (
        <section id={section.id} className="bg-neutral-100 px-4 py-14">
          <div className="mx-auto max-w-4xl text-center">
            <h2 className="site-heading text-3xl font-bold">{section.heading}</h2>
            {section.body ? <p className="mt-3 text-lg text-neutral-700">{section.body}</p> : null}
            <a href={withBase(section.href, previewBase)} className="mt-6 inline-block rounded-md bg-[var(--site-primary)] px-6 py-3 font-semibold text-white hover:opacity-90">
              {section.label}
            </a>
          </div>
        </section>
      );
  }
}

function Block({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section id={id} className="px-4 py-14">
      <div className="mx-auto max-w-5xl">
        {heading ? <h2 className="site-heading mb-8 text-3xl font-bold text-neutral-900">{heading}</h2> : null}
        {children}
      </div>
    </section>
  );
}

/** A plain HTML form: it works without JavaScript and posts to the site's own host. */
function SiteContactForm({ pagePath }: { pagePath: string }) {
  const field = 'mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 text-base';
  return (
    <form method="post" action="/enviar" className="grid max-w-xl gap-4">
      <label className="block font-medium">
        Nombre
        <input name="name" required maxLength={100} autoComplete="name" className={field} />
      </label>
      <label className="block font-medium">
        Email
        <input name="email" type="email" maxLength={CONTACT_LIMITS.email} autoComplete="email" className={field} />
      </label>
      <label className="block font-medium">
        Teléfono o WhatsApp <span className="font-normal text-neutral-700">(si prefieres que te llamen)</span>
        <input name="phone" type="tel" maxLength={30} autoComplete="tel" className={field} />
      </label>
      <label className="block font-medium">
        Mensaje
        <textarea name="message" required minLength={CONTACT_LIMITS.messageMin} maxLength={CONTACT_LIMITS.message} rows={5} className={field} />
      </label>
      <input type="hidden" name="page" value={pagePath} />
      {/* Left empty by people; bots fill it. */}
      <div aria-hidden="true" className="hidden">
        <label>
          No completar
          <input name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button type="submit" className="justify-self-start rounded-md bg-[var(--site-primary)] px-6 py-3 font-semibold text-white hover:opacity-90">
        Enviar mensaje
      </button>
    </form>
  );
}
