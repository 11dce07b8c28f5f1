import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getConfig } from '@/lib/config';

/*
 * The public pages name the current launch price, if only in their sharing card's alt text: their
 * cached HTML is drawn again every few minutes, so a new price step reaches all of them (the
 * build itself opens no database and draws the first step; decision 0015).
 */
export const revalidate = 300;

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido">{children}</main>
      <SiteFooter contactEmail={getConfig().contactEmail} />
    </>
  );
}
