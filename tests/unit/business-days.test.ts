import { describe, expect, it } from 'vitest';
import { HOLIDAY_YEARS, peruNationalHolidays } from '@/content/holidays';
import { addBusinessDays, businessDaysUntil, holidaysCover, isBusinessDay } from '@/lib/complaints/business-days';

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('Peruvian national holidays', () => {
  it('covers 2025 to 2027 with every national holiday, 16 a year', () => {
    expect(HOLIDAY_YEARS).toEqual([2025, 2026, 2027]);
    for (const year of HOLIDAY_YEARS) {
      const names = peruNationalHolidays.filter((h) => h.date.startsWith(`${year}-`)).map((h) => h.name);
      expect(names).toHaveLength(16);
      for (const name of [
        'Año Nuevo',
        'Jueves Santo',
        'Viernes Santo',
        'Día del Trabajo',
        'San Pedro y San Pablo',
        'Día de la Fuerza Aérea del Perú',
        'Batalla de Junín',
        'Santa Rosa de Lima',
        'Combate de Angamos',
        'Todos los Santos',
        'Inmaculada Concepción',
        'Batalla de Ayacucho',
        'Navidad del Señor',
      ]) {
        expect(names).toContain(name);
      }
      expect(names.filter((n) => n === 'Fiestas Patrias')).toHaveLength(2);
    }
  });

  it('puts Jueves and Viernes Santo on the Thursday and Friday before Easter', () => {
    expect([2025, 2026, 2027].map(easterSunday)).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
    for (const year of HOLIDAY_YEARS) {
      const easter = easterSunday(year);
      expect(peruNationalHolidays).toContainEqual({ date: daysBefore(easter, 3), name: 'Jueves Santo' });
      expect(peruNationalHolidays).toContainEqual({ date: daysBefore(easter, 2), name: 'Viernes Santo' });
    }
  });
});

describe('business days in Lima', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-23')).toBe(true); // Monday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción, a Tuesday
  });

  it('counts the 15-business-day deadline across weekends and holidays', () => {
    // Filed Sunday 22 Nov 2026: 15 business days, skipping 8 and 9 December.
    expect(addBusinessDays('2026-11-22', 15)).toBe('2026-12-15');
    // Filed Friday 24 Jul 2026: Fiestas Patrias (28-29 Jul) fall inside.
    expect(addBusinessDays('2026-07-24', 3)).toBe('2026-07-31');
    // Filed on Christmas Eve 2026: 25 Dec and 1 Jan are skipped.
    expect(addBusinessDays('2026-12-24', 15)).toBe('2027-01-18');
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('reports the business days left, zero on the due date and negative once late', () => {
    expect(businessDaysUntil('2026-12-04', '2026-12-15')).toBe(5); // Fri → 7, 10, 11, 14, 15
    expect(businessDaysUntil('2026-12-15', '2026-12-15')).toBe(0);
    expect(businessDaysUntil('2026-12-16', '2026-12-15')).toBe(-1);
    expect(businessDaysUntil('2026-12-19', '2026-12-18')).toBe(-1); // the Saturday after a Friday deadline
    expect(businessDaysUntil('2026-12-22', '2026-12-18')).toBe(-2);
  });

  it('knows which years the holiday list covers', () => {
    expect(holidaysCover('2026-12-24', '2027-01-18')).toBe(true);
    expect(holidaysCover('2027-12-20', '2028-01-12')).toBe(false);
  });
});
