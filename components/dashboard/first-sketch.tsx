'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

import type { CustomerDashboard } from '@/lib/dashboard/queries';
import { ownFirstSketchAction } from '@/lib/sites/sketch/actions';

import { Button } from '@/components/ui/button';

import { NewTabButton } from './new-tab-button';

type Sketch = NonNullable<NonNullable<CustomerDashboard['project']>['firstSketch']>;

/** How often the page asks while the sketch is made, and for how long before it stops asking. */
const REFRESH_EVERY_MS = 2_000;
const STOP_ASKING_AFTER_MS = 2 * 60_000;

/**
 * 'Tu primer boceto' (issue 27, item 1): while it is made, a progress line; the page asks where
 * the sketch stands and loads itself again once it is made (or could not be); then the sketch itself, embedded and in a new tab, said plainly to be a first
 * sketch our team finishes. When no sketch could be made, the customer is told the team goes on.
 * `compact` (the home, kept short): a link to the site's page instead of the embedded sketch.
 */
export function FirstSketch({ sketch, compact = false }: { sketch: Sketch; compact?: boolean }) {
  const [seconds, setSeconds] = useState(0);
  const isMaking = sketch.state === 'making';

  useEffect(() => {
    if (!isMaking) return;
    const started = Date.now();
    const tick = setInterval(() => setSeconds(Math.round((Date.now() - started) / 1000)), 1_000);
    const ask = setInterval(async () => {
      if (Date.now() - started > STOP_ASKING_AFTER_MS) return clearInterval(ask);
      const answer = await ownFirstSketchAction({}).catch(() => null);
      if (answer?.ok && answer.data?.state !== 'making') window.location.reload();
    }, REFRESH_EVERY_MS);
    return () => {
      clearInterval(tick);
      clearInterval(ask);
    };
  }, [isMaking]);

  return (
    <section aria-labelledby="first-sketch-heading" className="grid gap-3 rounded-md border border-primary/30 bg-primary/5 p-4">
      <h3 id="first-sketch-heading" className="font-semibold">
        Tu primer boceto
      </h3>
      {isMaking ? (
        <div role="status" className="grid gap-2">
          <p className="text-sm">Estamos armando un primer boceto de tu sitio con lo que nos contaste. Suele estar listo en menos de medio minuto.</p>
          <progress className="h-2 w-full" aria-label="Armando tu primer boceto" />
          <p className="text-xs text-muted-foreground">
            {seconds < 120 ? `${seconds} s` : 'Está tardando más de lo normal: vuelve en unos minutos, no tienes que hacer nada.'}
          </p>
        </div>
      ) : sketch.state === 'ready' && compact ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">Ya está listo. Es un primer boceto: nuestro equipo lo revisa y lo termina.</p>
          <Button asChild variant="outline">
            <Link href="/dashboard/sitio#first-sketch-heading">Ver mi primer boceto</Link>
          </Button>
        </div>
      ) : sketch.state === 'ready' ? (
        <>
          <p className="text-sm text-muted-foreground">
            Es un primer boceto, hecho en segundos con lo que nos contaste: nuestro equipo lo revisa y lo termina. Cuando la vista previa esté lista te
            avisaremos por correo, y ahí podrás pedirnos cambios.
          </p>
          <iframe
            title="Tu primer boceto"
            src={sketch.embedPath}
            loading="lazy"
            sandbox="allow-same-origin"
            className="h-[28rem] w-full rounded-md border border-border bg-white"
          />
          <div>
            <NewTabButton href={sketch.embedPath} variant="outline">
              Abrir el boceto
            </NewTabButton>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Esta vez no pudimos armar el boceto automático. No pasa nada: nuestro equipo prepara tu sitio igual y te avisaremos por correo cuando la vista previa
          esté lista.
        </p>
      )}
    </section>
  );
}
