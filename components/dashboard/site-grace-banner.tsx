import { CalendarClockIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { GraceView } from '@/lib/dashboard/customer-state';

/** While the plan is lapsed: the date the site goes offline, what happens then, and the way back. */
export function SiteGraceBanner({ grace }: { grace: GraceView }) {
  const title = grace.isOffline ? 'Tu sitio no está en línea' : `Tu sitio sale de línea el ${grace.offlineOn}`;
  const detail = grace.isOffline
    ? 'Terminó el periodo de gracia. Guardamos su contenido: reactiva tu plan y vuelve a estar en línea al instante.'
    : grace.isRemoval
      ? 'Tu plan ya no está activo. Ese día eliminaremos tu sitio y su contenido. Reactiva tu plan antes y sigue como está.'
      : 'Tu plan ya no está activo. Ese día lo desactivaremos. Reactiva tu plan antes y sigue como está.';
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-medium">{title}</p>
          <p className="text-sm">{detail}</p>
        </div>
      </div>
      <Button asChild>
        <a href="/dashboard/suscripcion">Reactivar mi plan</a>
      </Button>
    </div>
  );
}
