import { BadgeCheck, X } from 'lucide-react';
import { Benefits } from '@/components/marketing/benefits';
import { Comparison } from '@/components/marketing/comparison';
import { Examples } from '@/components/marketing/examples';
import { Faq } from '@/components/marketing/faq';
import { Hero } from '@/components/marketing/hero';
import { Included } from '@/components/marketing/included';
import { Pricing } from '@/components/marketing/pricing';
import { SocialProofNotice } from '@/components/marketing/social-proof-notice';
import { Steps } from '@/components/marketing/steps';
import { Testimonials } from '@/components/marketing/testimonials';
import { faqs } from '@/content/faq';
import { plans } from '@/content/plans';
import { siteConfig } from '@/content/site';
import { getConfig } from '@/lib/config';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { faqPageJsonLd, organizationJsonLd, plansJsonLd } from '@/lib/seo/structured-data';
import { getSiteUrl } from '@/lib/site/url';

export const metadata = pageMetadata({
  title: `${siteConfig.name} — Tu página web profesional desde S/ 25 al mes`,
  absoluteTitle: true,
  description: siteConfig.description,
  path: '/',
});

/** The landing page: static HTML; only the mobile menu and the social-proof notice hydrate. */
export default function HomePage() {
  const { contactEmail, whatsappNumber, company } = getConfig();
  const siteUrl = getSiteUrl();
  return (
    <>
      <JsonLd data={organizationJsonLd({ siteUrl, contactEmail, whatsappNumber, company })} />
      <JsonLd data={faqPageJsonLd(faqs)} />
      <JsonLd data={plansJsonLd(plans, siteUrl)} />
      <Hero />
      <Benefits />
      <Included />
      <Testimonials />
      <Examples />
      <Comparison />
      <Steps />
      <Pricing />
      <Faq />
      <SocialProofNotice
        icon={<BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />}
        closeIcon={<X aria-hidden="true" className="size-4" />}
      />
    </>
  );
}
