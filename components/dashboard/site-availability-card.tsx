import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SiteAvailabilityView } from '@/lib/uptime/queries';

/**
 * 'Disponibilidad de tu web': the share of this month's checks (one a minute, from outside our
 * servers) that found the site served, and each time it was not, in Lima time.
 */
export function SiteAvailabilityCard({ availability }: { availability: SiteAvailabilityView }) {
  const { measured } = availability;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Disponibilidad de tu web</h2>
        </CardTitle>
        <CardDescription>Cada minuto comprobamos que tu web abre como la abriría un visitante. Mes de {availability.month}, hora de Lima.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {availability.isSuspended ? <p>Tu web está suspendida: mientras lo esté no la comprobamos, y ese tiempo no cuenta como caída.</p> : null}
        {measured ? (
          <>
            <div className="grid gap-1">
              <p className="text-base">
                Disponibilidad este mes: <strong className="text-xl font-semibold tabular-nums">{measured.figure}</strong>
              </p>
              <p className="text-muted-foreground">{measured.basis}</p>
            </div>
            {measured.outages.length > 0 ? (
              <div className="grid gap-1">
                <h3 className="font-medium">Caídas de este mes</h3>
                <ul className="grid gap-1" aria-label="Caídas de este mes">
                  {measured.outages.map((o, i) => (
                    <li key={`${i}-${o.start}`} className="flex justify-between gap-3">
                      <span>{o.start}</span>
                      <span className="text-muted-foreground tabular-nums">{o.ongoing ? `en curso, desde hace ${o.duration}` : `duró ${o.duration}`}</span>
                    </li>
                  ))}
                </ul>
                {measured.moreOutages > 0 ? (
                  <p className="text-muted-foreground">{measured.moreOutages === 1 ? 'Y 1 caída anterior.' : `Y ${measured.moreOutages} caídas anteriores.`}</p>
                ) : null}
              </div>
            ) : (
              <p>Sin caídas este mes.</p>
            )}
          </>
        ) : (
          <p className="text-muted-foreground">Aún no tenemos mediciones de este mes.</p>
        )}
      </CardContent>
    </Card>
  );
}
