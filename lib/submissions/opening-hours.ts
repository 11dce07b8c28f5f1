/**
 * The trial form's optional opening hours: three rows (weekdays, Saturday, Sunday), each an
 * opening and a closing time, stored per day as the site document keeps them. Without zod, so
 * the form can import the rows without downloading it. Safe for client code.
 */

type Day = 'lunes' | 'martes' | 'miercoles' | 'jueves' | 'viernes' | 'sabado' | 'domingo';
export type OpeningHours = Record<Day, { open: string; close: string } | null>;

/** A week with no hours stated: what a site shows when the customer gave none. */
export const noOpeningHours = (): OpeningHours => ({ lunes: null, martes: null, miercoles: null, jueves: null, viernes: null, sabado: null, domingo: null });

export const OPENING_HOURS_ROWS = [
  { key: 'weekdays', label: 'Lunes a viernes', days: ['lunes', 'martes', 'miercoles', 'jueves', 'viernes'] },
  { key: 'saturday', label: 'Sábado', days: ['sabado'] },
  { key: 'sunday', label: 'Domingo', days: ['domingo'] },
] as const satisfies readonly { key: string; label: string; days: readonly Day[] }[];

export type OpeningHoursRow = (typeof OPENING_HOURS_ROWS)[number]['key'];
export const openField = (row: OpeningHoursRow) => `${row}Open` as const;
export const closeField = (row: OpeningHoursRow) => `${row}Close` as const;

type HoursInput = Partial<Record<ReturnType<typeof openField> | ReturnType<typeof closeField>, string>>;

/** The hours typed, or null when the customer gave none (the site then states none). */
export function openingHoursFrom(input: HoursInput): OpeningHours | null {
  const hours = noOpeningHours();
  let given = false;
  for (const row of OPENING_HOURS_ROWS) {
    const open = input[openField(row.key)];
    const close = input[closeField(row.key)];
    if (!open || !close) continue;
    given = true;
    for (const day of row.days) hours[day] = { open, close };
  }
  return given ? hours : null;
}
