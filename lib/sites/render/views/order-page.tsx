import type { Section, SiteDocument } from '@/lib/sites/document/document';
import type { SiteLinks } from '@/lib/sites/render/site-links';
import type { OrderFormState } from './order-form';
import { SiteFrame } from './site-page';
import { SiteSection } from './site-sections';
import { siteText } from '@/lib/sites/render/site-text';

/** The order form again, with what the visitor typed and why the server refused it (issue 27). */
export function SiteOrderFormView({
  document,
  links,
  hasBlog,
  section,
  form,
}: {
  document: SiteDocument;
  links: SiteLinks;
  hasBlog?: boolean;
  section: Extract<Section, { type: 'menu' | 'services' }>;
  form: OrderFormState & { pagePath: string };
}) {
  return (
    <SiteFrame document={document} current={null} links={links} hasBlog={hasBlog}>
      <div className="page-title">
        <div className="wrap">
          <h1>{siteText(links.lang).titles.order}</h1>
        </div>
      </div>
      <SiteSection section={section} business={document.business} links={links} pagePath={form.pagePath} order={form} />
    </SiteFrame>
  );
}
