import { StartTrialBody } from '@/components/trial-signup/start-trial-body';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: 'Prueba gratis 5 días',
  description: 'Cuéntanos sobre tu negocio en unos 3 minutos y armamos tu sitio web. 5 días gratis, sin tarjeta.',
  path: '/start-trial',
});

/** The same for everyone, so served from the cache; the signed-in variants are decided in the browser. */
export default function StartTrialPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Empieza tu prueba gratis de 5 días</h1>
        <p className="text-lg text-muted-foreground">
          Cuéntanos sobre tu negocio (toma unos 3 minutos). Sin tarjeta: solo pagas si decides quedarte con tu sitio.
        </p>
        <ul className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-3">
          <li>✓ Te escribimos en menos de 2 horas</li>
          <li>✓ Normalmente lo armamos en 3 a 5 días</li>
          <li>✓ Cambios gratis durante la prueba</li>
        </ul>
      </header>
      <StartTrialBody />
    </div>
  );
}
