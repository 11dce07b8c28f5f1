import { AboutCta, AboutIntro, AboutPriceComparison, MissionAndValues, Technology } from '@/components/marketing/about-sections';
import { aboutIntro } from '@/content/about';
import { getLaunchFigures } from '@/lib/billing/launch-price';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { getCustomersClaim } from '@/lib/social-proof/queries';

/** Refreshed every few minutes: the price it names follows the launch ladder, the customer count it may claim the customers active now. */
export const revalidate = 300;

export const generateMetadata = publicPageMetadata({
  title: 'Sobre nosotros',
  description: `${aboutIntro.subtitle} Conoce a Vitrina: páginas web profesionales por suscripción, hechas por personas con ayuda de IA.`,
  path: '/about',
});

export default async function AboutPage() {
  const [figures, claim] = await Promise.all([getLaunchFigures(), getCustomersClaim()]);
  return (
    <>
      <AboutIntro />
      <MissionAndValues claim={claim} />
      <Technology />
      <AboutPriceComparison prices={planPriceLabels(figures?.step ?? 0)} />
      <AboutCta />
    </>
  );
}
