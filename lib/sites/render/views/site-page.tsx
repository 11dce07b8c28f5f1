import type { ReactNode } from 'react';
import type { SiteDocument, SitePage } from '@/lib/sites/document/document';
import { displayPhone, phoneHref, whatsappHref } from '@/lib/sites/document/contact-links';
import { SITE_BLOG_PATH } from '@/lib/sites/document/site-paths';
import { langPath } from '@/lib/sites/document/english';
import { noticeSentence } from '@/lib/sites/document/site-notice';
import type { SiteLinks } from '@/lib/sites/render/site-links';
import { reservationWhatsappHref, type ReservationRequest } from '@/lib/sites/traffic/reservation-text';
import { siteText } from '@/lib/sites/render/site-text';
import { ReservationForm, SiteSection, type ReservationFormState } from './site-sections';

/**
 * ONE renderer for a customer's site (issue 13): document in, markup out. The live site, the
 * customer's preview, the editor's preview and the static export all render through it
 * (lib/sites/render/render-html.ts wraps it in a complete HTML document), so what the customer approves
 * is what goes live. Pure function components: no state, no hooks, no client JavaScript, no
 * style props (the stylesheet is lib/sites/render/site-styles.ts).
 */
export function SitePageView({ document, page, links, hasBlog }: { document: SiteDocument; page: SitePage; links: SiteLinks; hasBlog?: boolean }) {
  const first = page.sections[0];
  return (
    <SiteFrame document={document} current={page.slug} links={links} hasBlog={hasBlog}>
      {/* Every page has one h1: the hero's heading, or else the page's title. */}
      {first?.type === 'hero' ? null : (
        <div className="page-title">
          <div className="wrap">
            <h1>{page.title}</h1>
          </div>
        </div>
      )}
      {page.sections.map((section) => (
        <SiteSection key={section.id} section={section} business={document.business} links={links} pagePath={langPath(links.lang, page.slug)} />
      ))}
      {/* Stated by the renderer, not the editable text, so every site says what the daily run does. */}
      {page.slug === 'legal' ? (
        <section id="conservacion" className="block">
          <div className="wrap">
            <p className="text">
              {siteText(links.lang).retention(
                document.business.name,
                document.pages.some((p) => p.sections.some((section) => section.type === 'reservations')),
              )}
            </p>
          </div>
        </section>
      ) : null}
    </SiteFrame>
  );
}

/** Where the contact form lands after sending (it works without JavaScript, so this is a page). */
export function SiteThanksView({ document, links, hasBlog }: { document: SiteDocument; links: SiteLinks; hasBlog?: boolean }) {
  const { thanks } = siteText(links.lang);
  return (
    <SiteFrame document={document} current={null} links={links} hasBlog={hasBlog}>
      <section className="thanks">
        <div className="wrap">
          <h1>{thanks.heading}</h1>
          <p className="lead">{thanks.lead}</p>
          <a href={links.page('/')} className="link">
            {thanks.home}
          </a>
        </div>
      </section>
    </SiteFrame>
  );
}

/** The reservation form again, with what the visitor typed and why the server refused it. */
export function SiteReservationFormView({
  document,
  links,
  hasBlog,
  form,
}: {
  document: SiteDocument;
  links: SiteLinks;
  hasBlog?: boolean;
  form: ReservationFormState & { pagePath: string };
}) {
  return (
    <SiteFrame document={document} current={null} links={links} hasBlog={hasBlog}>
      <div className="page-title">
        <div className="wrap">
          <h1>{siteText(links.lang).titles.reservation}</h1>
        </div>
      </div>
      <section id="reserva" className="block">
        <div className="wrap">
          <ReservationForm pagePath={form.pagePath} state={form} links={links} />
        </div>
      </section>
    </SiteFrame>
  );
}

/**
 * Where the reservation form lands: what was asked for, that the business will confirm it, and,
 * when the business has WhatsApp, a chat with the reservation already written for the visitor to send.
 */
export function SiteReservationSentView({
  document,
  links,
  hasBlog,
  reservation,
}: {
  document: SiteDocument;
  links: SiteLinks;
  hasBlog?: boolean;
  reservation: ReservationRequest;
}) {
  const whatsapp = reservationWhatsappHref(document.business, reservation);
  const text = siteText(links.lang);
  return (
    <SiteFrame document={document} current={null} links={links} hasBlog={hasBlog}>
      <section className="thanks">
        <div className="wrap">
          <h1>{text.reservationSent.heading}</h1>
          <p className="lead">{text.reservationSent.lead(reservation, document.business.name)}</p>
          {whatsapp ? (
            <>
              <p className="lead">{text.reservationSent.faster}</p>
              <a href={whatsapp} className="button">
                {text.reservationSent.confirm}
              </a>
            </>
          ) : null}
          <p>
            <a href={links.page('/')} className="link">
              {text.thanks.home}
            </a>
          </p>
        </div>
      </section>
    </SiteFrame>
  );
}

/**
 * Header, footer and the not-live banner around a site's content. In the preview, the site's
 * own links stay inside it, and a banner says it is not live yet. `hasBlog`: the Growth plan's
 * articles add a 'Blog' entry once the first one is published. The live site counts the view
 * with a 1-pixel image (lib/sites/traffic/visits.ts): no script, no cookie; previews and exports do not.
 */
export function SiteFrame({
  document,
  current,
  links,
  hasBlog = false,
  children,
}: {
  document: SiteDocument;
  current: string | null;
  links: SiteLinks;
  hasBlog?: boolean;
  children: ReactNode;
}) {
  const { business } = document;
  const text = siteText(links.lang);
  const notice = noticeSentence(document, links.lang);
  return (
    <>
      {links.mode === 'preview' ? (
        <p role="status" className="banner">
          Vista previa: así se verá tu sitio. Aún no está publicado.
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="banner">
          {notice}
        </p>
      ) : null}
      <a href="#contenido" className="skip">
        {text.skip}
      </a>
      <header className="top">
        <div className="wrap bar">
          <a href={links.page('/')} className="brand">
            {business.logoUrl ? <img src={links.image(business.logoUrl)} alt="" width={40} height={40} /> : null}
            {business.name}
          </a>
          <SiteNav document={document} current={current} links={links} hasBlog={hasBlog} />
          {links.languageLink ? (
            // Named in its own language, so a visitor who reads only that one recognises it.
            <a href={links.languageLink} hrefLang={text.otherLanguage.hreflang} lang={text.otherLanguage.hreflang} className="lang">
              {text.otherLanguage.label}
            </a>
          ) : null}
        </div>
      </header>
      <main id="contenido">{children}</main>
      <SiteFooter document={document} links={links} />
      {links.mode === 'live' && current !== null ? (
        // An English page counts as its page: the owner's report counts pages, whichever language they were read in.
        <img src={`/v.gif?p=${encodeURIComponent(`/${current ?? ''}`)}`} alt="" width={1} height={1} className="beacon" />
      ) : null}
    </>
  );
}

function SiteFooter({ document, links }: { document: SiteDocument; links: SiteLinks }) {
  const { business } = document;
  const text = siteText(links.lang);
  const whatsapp = whatsappHref(business);
  const phone = phoneHref(business);
  return (
    <footer className="foot">
      <div className="wrap cols">
        <div>
          <p className="name">{business.name}</p>
          {business.tagline ? <p>{business.tagline}</p> : null}
          {business.address || business.city ? <p>{[business.address, business.city].filter(Boolean).join(', ')}</p> : null}
        </div>
        <ul>
          {whatsapp ? (
            <li>
              <a href={links.page(whatsapp)}>WhatsApp</a>
            </li>
          ) : null}
          {phone ? (
            <li>
              <a href={links.page(phone)}>{displayPhone(business.phone)}</a>
            </li>
          ) : null}
          {business.email ? (
            <li>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
          ) : null}
          {business.social.map((s) => (
            <li key={s.url}>
              <a href={s.url} rel="noopener" className="social">
                {s.network}
              </a>
            </li>
          ))}
          {document.pages.some((p) => p.slug === 'legal') ? (
            <li>
              <a href={links.page('/legal')}>{text.privacy}</a>
            </li>
          ) : null}
        </ul>
      </div>
      <p className="wrap made">
        <a href="https://vitrina.pe">{text.madeWith}</a>
      </p>
    </footer>
  );
}

/** How many links the header shows in a row; a site with more shows the rest under 'Más páginas'. */
const NAV_IN_ROW = 5;

/**
 * The header's links: each published page but Legal (in the footer), and the blog. A Growth site
 * can have 20 pages: past NAV_IN_ROW, the first ones stay in the row and the others fold into a
 * <details> list that opens with a tap, no script, laid out as a grid a thumb can use on a phone.
 * It starts open on a page that is in it, so the visitor sees where they are.
 */
function SiteNav({ document, current, links, hasBlog }: { document: SiteDocument; current: string | null; links: SiteLinks; hasBlog: boolean }) {
  const text = siteText(links.lang);
  // The blog is written in Spanish only: the English pages do not offer it.
  const entries = [
    ...document.pages.filter((p) => p.slug !== 'legal').map((p) => ({ path: p.slug, title: p.title })),
    ...(hasBlog && links.lang === 'es' ? [{ path: SITE_BLOG_PATH, title: 'Blog' }] : []),
  ];
  const inRow = entries.length > NAV_IN_ROW ? entries.slice(0, NAV_IN_ROW - 1) : entries;
  const folded = entries.slice(inRow.length);
  const item = (entry: (typeof entries)[number]) => (
    <li key={entry.path}>
      <a href={links.page(`/${entry.path}`)} aria-current={entry.path === current ? 'page' : undefined}>
        {entry.title}
      </a>
    </li>
  );
  return (
    <nav aria-label={text.navLabel}>
      <ul>{inRow.map(item)}</ul>
      {folded.length > 0 ? (
        <details className="more" open={folded.some((entry) => entry.path === current)}>
          <summary>{text.morePages}</summary>
          <ul>{folded.map(item)}</ul>
        </details>
      ) : null}
    </nav>
  );
}
