import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SiteVisits } from '@/lib/sites/traffic/visits';

const dayLabel = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));

const WIDTH = 300;
const HEIGHT = 80;

/**
 * 'Visitas de tu web': the last 30 days as bars drawn on the server (no chart library, no
 * JavaScript), the pages people read most, how many wrote by WhatsApp or called, and how many
 * arrived by scanning the printed QR code or sent an order from the menu.
 */
export function SiteVisitsCard({ visits }: { visits: SiteVisits }) {
  const busiest = Math.max(0, ...visits.days.map((d) => d.views));
  const max = Math.max(1, busiest);
  const bar = WIDTH / visits.days.length;
  const first = visits.days[0]!;
  const last = visits.days.at(-1)!;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Visitas de tu web</h2>
        </CardTitle>
        <CardDescription>
          {visits.totalViews === 0
            ? 'Aún no hay visitas en los últimos 30 días. Comparte tu dirección en tus redes y en tu perfil de Google.'
            : `${visits.totalViews === 1 ? '1 visita' : `${visits.totalViews} visitas`} en los últimos 30 días.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <figure className="grid gap-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby="site-visits-chart-title"
            className="h-24 w-full text-primary"
            preserveAspectRatio="none"
          >
            <title id="site-visits-chart-title">{`Visitas por día del ${formatDay(first.day)} al ${formatDay(last.day)}: ${visits.totalViews} en total, ${busiest} el día con más visitas.`}</title>
            {visits.days.map((d, i) => {
              const height = d.views === 0 ? 1 : Math.max(2, (d.views / max) * (HEIGHT - 2));
              return (
                <rect
                  key={d.day}
                  x={i * bar + 1}
                  y={HEIGHT - height}
                  width={Math.max(1, bar - 2)}
                  height={height}
                  rx={1}
                  className={d.views === 0 ? 'fill-muted' : 'fill-current'}
                />
              );
            })}
          </svg>
          <figcaption className="flex justify-between text-xs text-muted-foreground">
            <span>{formatDay(first.day)}</span>
            <span>{formatDay(last.day)}</span>
          </figcaption>
        </figure>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="text-muted-foreground">Clics en WhatsApp</dt>
            <dd className="text-xl font-semibold">{visits.whatsappClicks}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="text-muted-foreground">Llamadas</dt>
            <dd className="text-xl font-semibold">{visits.phoneClicks}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="text-muted-foreground">Visitas desde el QR</dt>
            <dd className="text-xl font-semibold">{visits.qrVisits}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="text-muted-foreground">Pedidos por WhatsApp</dt>
            <dd className="text-xl font-semibold">{visits.orders}</dd>
          </div>
        </dl>
        {visits.topPages.length > 0 ? (
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">Páginas más vistas</h3>
            <ol className="grid gap-1" aria-label="Páginas más vistas">
              {visits.topPages.map((page) => (
                <li key={page.path} className="flex justify-between gap-3">
                  <span className="break-all">{page.path}</span>
                  <span className="text-muted-foreground tabular-nums">{page.views}</span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
