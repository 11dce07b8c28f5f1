import type { MonthlyReport } from '@/lib/sites/traffic/monthly-report';
import { monthName, visitsLabel } from '@/lib/sites/traffic/monthly-report-text';

const WIDTH = 310;
const HEIGHT = 120;
const AXIS = 14;

const dayNumber = (day: string) => Number(day.slice(8, 10));

/**
 * The month's visits per day as bars drawn on the server (an SVG in the page: no chart library,
 * no JavaScript), with every figure again in a table for screen readers and anyone who prefers
 * numbers to bars.
 */
export function MonthlyVisitsChart({ report }: { report: MonthlyReport }) {
  const busiest = Math.max(0, ...report.days.map((d) => d.views));
  const max = Math.max(1, busiest);
  const slot = WIDTH / report.days.length;
  const plot = HEIGHT - AXIS;
  const titleId = `monthly-visits-${report.month}`;
  const first = report.days[0]!;
  const last = report.days.at(-1)!;
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="h-40 w-full text-primary" preserveAspectRatio="none">
        <title
          id={titleId}
        >{`Visitas por día en ${monthName(report.month)}: ${visitsLabel(report.views)} en total, ${visitsLabel(busiest)} el día con más.`}</title>
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="stroke-border" strokeWidth={1} />
        {report.days.map((d, i) => {
          const height = d.views === 0 ? 0 : Math.max(2, (d.views / max) * (plot - 4));
          return <rect key={d.day} x={i * slot + 1} y={plot - height} width={Math.max(1, slot - 2)} height={height} rx={1} className="fill-current" />;
        })}
        {[first, last].map((d, i) => (
          <text key={d.day} x={i === 0 ? 1 : WIDTH - 1} y={HEIGHT - 2} textAnchor={i === 0 ? 'start' : 'end'} className="fill-muted-foreground" fontSize={10}>
            {dayNumber(d.day)}
          </text>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">Cada barra es un día del mes; la más alta, {visitsLabel(busiest)}.</figcaption>
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-medium">Ver las visitas de cada día</summary>
        <table className="w-full max-w-xs text-left">
          <caption className="sr-only">Visitas por día en {monthName(report.month)}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Día
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Visitas
              </th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((d) => (
              <tr key={d.day} className="border-t">
                <td className="py-1">{dayNumber(d.day)}</td>
                <td className="py-1 text-right tabular-nums">{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
