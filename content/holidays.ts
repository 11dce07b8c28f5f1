/**
 * Feriados nacionales del Perú (Decreto Legislativo N.° 713, art. 6, con sus modificatorias,
 * entre ellas la Ley N.° 31788, que añadió el 7 de junio desde 2024).
 * Se usan para contar los días hábiles del plazo de respuesta del Libro de Reclamaciones.
 *
 * Mantenimiento: añade cada año nuevo antes de que empiece (Jueves y Viernes Santo cambian con la
 * Pascua) y cualquier feriado que una ley cree. Los "días no laborables" que el Ejecutivo decreta
 * para el sector público no son feriados y no van aquí. tests/unit/business-days.test.ts comprueba
 * las fechas de Semana Santa contra el cálculo de la Pascua.
 */
export type Holiday = { date: string; name: string };

/** Fixed-date holidays, as MM-DD. */
const FIXED: ReadonlyArray<readonly [string, string]> = [
  ['01-01', 'Año Nuevo'],
  ['05-01', 'Día del Trabajo'],
  ['06-07', 'Batalla de Arica y Día de la Bandera'],
  ['06-29', 'San Pedro y San Pablo'],
  ['07-23', 'Día de la Fuerza Aérea del Perú'],
  ['07-28', 'Fiestas Patrias'],
  ['07-29', 'Fiestas Patrias'],
  ['08-06', 'Batalla de Junín'],
  ['08-30', 'Santa Rosa de Lima'],
  ['10-08', 'Combate de Angamos'],
  ['11-01', 'Todos los Santos'],
  ['12-08', 'Inmaculada Concepción'],
  ['12-09', 'Batalla de Ayacucho'],
  ['12-25', 'Navidad del Señor'],
];

/** Jueves y Viernes Santo of each covered year (Easter Sunday: 2025-04-20, 2026-04-05, 2027-03-28). */
const HOLY_WEEK: Readonly<Record<number, readonly [string, string]>> = {
  2025: ['2025-04-17', '2025-04-18'],
  2026: ['2026-04-02', '2026-04-03'],
  2027: ['2027-03-25', '2027-03-26'],
};

export const HOLIDAY_YEARS = Object.keys(HOLY_WEEK).map(Number);

export const peruNationalHolidays: Holiday[] = HOLIDAY_YEARS.flatMap((year) => {
  const [thursday, friday] = HOLY_WEEK[year] ?? [];
  const movable: Holiday[] =
    thursday && friday
      ? [
          { date: thursday, name: 'Jueves Santo' },
          { date: friday, name: 'Viernes Santo' },
        ]
      : [];
  const fixed = FIXED.map(([monthDay, name]) => ({ date: `${year}-${monthDay}`, name }));
  return [...fixed, ...movable].sort((a, b) => a.date.localeCompare(b.date));
});
