import { AboutCta, AboutIntro, AboutPriceComparison, MissionAndValues, Technology } from '@/components/marketing/about-sections';
import { aboutIntro } from '@/content/about';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Sobre nosotros',
  description: `${aboutIntro.subtitle} Conoce a Vitrina: páginas web profesionales por suscripción, hechas por personas con ayuda de IA.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <AboutIntro />
      <MissionAndValues />
      <Technology />
      <AboutPriceComparison />
      <AboutCta />
    </>
  );
}
