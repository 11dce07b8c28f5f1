import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteAvailabilityCard } from '@/components/dashboard/site-availability-card';
import { monthAvailability } from '@/lib/uptime/availability';
import { presentAvailability } from '@/lib/uptime/queries';

const text = (availability: ReturnType<typeof presentAvailability>) =>
  renderToStaticMarkup(<SiteAvailabilityCard availability={availability} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("the dashboard's 'Disponibilidad de tu web'", () => {
  it('says plainly when nothing was measured this month, and shows no figure', () => {
    const now = new Date('2026-12-01T06:00:00Z'); // 1 a. m. on the 1st in Lima: November's checks do not count
    const shown = text(presentAvailability(monthAvailability([{ day: '2026-11-30', checks: 1440, failed: 0 }], [], now), now));
    expect(shown).toContain('Aún no tenemos mediciones de este mes.');
    expect(shown).toContain('Mes de diciembre, hora de Lima.');
    expect(shown).not.toContain('Disponibilidad este mes');
  });

  it('shows the figure, what it rests on, and an outage still going on with its start in Lima time', () => {
    const now = new Date('2026-11-20T15:30:00Z');
    const availability = monthAvailability(
      [{ day: '2026-11-20', checks: 2000, failed: 12 }],
      [
        { startedAt: new Date('2026-11-20T15:18:00Z'), endedAt: null },
        { startedAt: new Date('2026-11-03T02:00:00Z'), endedAt: new Date('2026-11-03T02:00:00Z') }, // one failed check, the 2nd at 9 p. m. in Lima
      ],
      now,
    );
    const shown = text(presentAvailability(availability, now));
    expect(shown).toContain('Disponibilidad este mes: 99.40 %');
    expect(shown).toContain('Según 2,000 comprobaciones desde el 20 de noviembre, una por minuto: 12 no pudieron abrirla.');
    expect(shown).toMatch(/20 nov\.?, 10:18 a\. ?m\. en curso, desde hace 12 min/);
    expect(shown).toMatch(/2 nov\.?, 09:00 p\. ?m\. duró 1 min/);
  });

  it('tells the owner of a suspended site that the time it is suspended is not counted', () => {
    const now = new Date('2026-11-20T15:30:00Z');
    const shown = text(presentAvailability(monthAvailability([{ day: '2026-11-02', checks: 60, failed: 0 }], [], now), now, true));
    expect(shown).toContain('Tu web está suspendida: mientras lo esté no la comprobamos, y ese tiempo no cuenta como caída.');
    expect(shown).toContain('Disponibilidad este mes: 100 %');
    expect(shown).toContain('Sin caídas este mes.');
  });
});
