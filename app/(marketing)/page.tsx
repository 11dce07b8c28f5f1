import { BadgeCheck, X } from 'lucide-react';
import type { Metadata } from 'next';
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
import { faqs as faqItems } from '@/content/faq';
import { siteConfig } from '@/content/site';
import { getLaunchFigures, getPublicPrices } from '@/lib/billing/launch-price';
import { planPriceLabels, plansAtStep } from '@/lib/billing/price-ladder';
import { getConfig } from '@/lib/config';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { faqPageJsonLd, organizationJsonLd, plansJsonLd } from '@/lib/seo/structured-data';
import { getLegalServices } from '@/lib/legal/services';
import { getSiteUrl } from '@/lib/config/app-url';
import { faqsWithClaim } from '@/lib/social-proof/claims';
import { getCustomersClaim } from '@/lib/social-proof/queries';

/*
 * Static HTML, refreshed every few minutes: the prices follow the launch ladder and the customer
 * count claims follow the customers active now (the build itself reads neither; see getLaunchFigures
 * and getCustomersClaim).
 */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const prices = await getPublicPrices();
  return pageMetadata({
    title: `${siteConfig.name} — Tu página web profesional desde ${prices.basic} al mes`,
    absoluteTitle: true,
    description: siteConfig.description(prices),
    path: '/',
    prices,
  });
}

/** The landing page: static HTML; only the mobile menu and the social-proof notice hydrate. */
export default async function HomePage() {
  const { contactEmail, whatsappNumber, company } = getConfig();
  const [figures, claim] = await Promise.all([getLaunchFigures(), getCustomersClaim()]);
  const step = figures?.step ?? 0;
  const plans = plansAtStep(step);
  const prices = planPriceLabels(step);
  const faqs = faqsWithClaim(faqItems(getLegalServices()), claim);
  const siteUrl = getSiteUrl();
  return (
    <>
      <JsonLd data={organizationJsonLd({ siteUrl, contactEmail, whatsappNumber, company, prices })} />
      <JsonLd data={faqPageJsonLd(faqs)} />
      <JsonLd data={plansJsonLd(plans, siteUrl)} />
      <Hero prices={prices} />
      <Benefits />
      <Included prices={prices} />
      <Testimonials claim={claim} />
      <Examples />
      <Comparison prices={prices} />
      <Steps />
      <Pricing plans={plans} />
      <Faq faqs={faqs} />
      <SocialProofNotice
        icon={<BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />}
        closeIcon={<X aria-hidden="true" className="size-4" />}
      />
    </>
  );
}
