import type { CSSProperties, ReactNode } from 'react';
import { JsonLd } from '@/lib/seo/json-ld';
import type { SiteDocument, SitePage } from '@/lib/sites/document';
import { SITE_BLOG_PATH } from '@/lib/sites/resolve-path';
import { contactLinks } from '@/lib/sites/contact-links';
import { FONT_STACKS } from './format';
import { SiteSection, withBase } from './site-sections';
import { localBusinessJsonLd } from './structured-data';

/**
 * ONE renderer for a customer's site (issue 13): document in, markup out. The live site, the
 * customer's preview and the editor's preview all render through it, so what the customer
 * approves is what goes live. Pure server component: no state, no client JavaScript.
 */
export function SitePageView({ document, page, origin, previewBase, hasBlog, tracked }: { document: SiteDocument; page: SitePage; origin: string; previewBase?: string; hasBlog?: boolean; tracked?: boolean }) {
  return (
    <SiteFrame document={document} current={page.slug} origin={origin} previewBase={previewBase} hasBlog={hasBlog} tracked={tracked}>
      {page.sections.map((section) => (
        <SiteSection key={section.id} section={section} business={document.business} previewBase={previewBase} pagePath={`/${page.slug}`} />
      ))}
    </SiteFrame>
  );
}

/**
 * Header, footer and theme around a site's content (also used by its thank-you page).
 * `previewBase` is set for the customer's private preview: the site's own links then stay
 * inside it, and a banner says it is not live yet.
 */
export function SiteFrame({
  document,
  current,
  origin,
  previewBase,
  hasBlog,
  tracked = false,
  children,
}: {
  document: SiteDocument;
  current: string | null;
  origin: string;
  previewBase?: string;
  /** The Growth plan's articles: a 'Blog' entry once the first one is published. */
  hasBlog?: boolean;
  /** The live site counts its views and contact clicks (lib/sites/visits.ts); previews and exports do not. */
  tracked?: boolean;
  children: ReactNode;
}) {
  const link = (href: string) => withBase(href, previewBase);
  const { business, theme } = document;
  const fonts = FONT_STACKS[theme.fonts];
  const style = { '--site-primary': theme.primary, '--site-accent': theme.accent, '--site-heading-font': fonts.heading, fontFamily: fonts.body } as CSSProperties;
  const { whatsapp, phone } = contactLinks(business, tracked);
  return (
    <div style={style} className="flex min-h-dvh flex-col bg-white text-neutral-900">
      {previewBase ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          Vista previa: así se verá tu sitio. Aún no está publicado.
        </p>
      ) : null}
      <a href="#contenido" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2">
        Saltar al contenido
      </a>
      <header className="border-b border-neutral-200">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a href={link('/')} className="site-heading flex items-center gap-2 text-xl font-bold text-[var(--site-primary)]">
            {business.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the customer's own logo, already resized when uploaded.
              <img src={business.logoUrl} alt="" width={40} height={40} className="size-10 rounded object-contain" />
            ) : null}
            {business.name}
          </a>
          <nav aria-label="Principal">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
              {document.pages
                .filter((p) => p.slug !== 'legal')
                .map((p) => (
                  <li key={p.slug}>
                    <a href={link(`/${p.slug}`)} aria-current={p.slug === current ? 'page' : undefined} className="rounded px-1 py-1 hover:underline aria-[current=page]:text-[var(--site-accent)] aria-[current=page]:underline">
                      {p.title}
                    </a>
                  </li>
                ))}
              {hasBlog ? (
                <li>
                  <a href={link(`/${SITE_BLOG_PATH}`)} aria-current={current === SITE_BLOG_PATH ? 'page' : undefined} className="rounded px-1 py-1 hover:underline aria-[current=page]:text-[var(--site-accent)] aria-[current=page]:underline">
                    Blog
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </header>
      <main id="contenido" className="flex-1">
        {children}
      </main>
      <footer className="bg-neutral-900 px-4 py-10 text-sm text-neutral-200">
        <div className="mx-auto grid max-w-5xl gap-6 sm:grid-cols-2">
          <div>
            <p className="site-heading text-lg font-semibold text-white">{business.name}</p>
            {business.tagline ? <p className="mt-1">{business.tagline}</p> : null}
            {business.address || business.city ? <p className="mt-3">{[business.address, business.city].filter(Boolean).join(', ')}</p> : null}
          </div>
          <ul className="space-y-1 sm:text-right">
            {whatsapp ? <li><a href={whatsapp} className="underline underline-offset-4">WhatsApp</a></li> : null}
            {phone ? <li><a href={phone} className="underline underline-offset-4">{business.phone}</a></li> : null}
            {business.email ? <li><a href={`mailto:${business.email}`} className="underline underline-offset-4">{business.email}</a></li> : null}
            {business.social.map((s) => (
              <li key={s.url}><a href={s.url} rel="noopener" className="capitalize underline underline-offset-4">{s.network}</a></li>
            ))}
            {document.pages.some((p) => p.slug === 'legal') ? <li><a href={link('/legal')} className="underline underline-offset-4">Privacidad</a></li> : null}
          </ul>
        </div>
        <p className="mx-auto mt-8 max-w-5xl border-t border-neutral-700 pt-4 text-xs text-neutral-300">
          <a href="https://vitrina.pe" className="underline underline-offset-4">Sitio creado con Vitrina</a>
        </p>
      </footer>
      <JsonLd data={localBusinessJsonLd(document, origin)} />
      {tracked ? (
        // eslint-disable-next-line @next/next/no-img-element -- a 1×1 counting image, not content.
        <img src={`/v.gif?p=${encodeURIComponent(`/${current ?? ''}`)}`} alt="" width={1} height={1} className="absolute h-px w-px opacity-0" />
      ) : null}
    </div>
  );
}
