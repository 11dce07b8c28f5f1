import { describe, expect, it } from 'vitest';
import { siteLeadSchema, siteOrderSchema, orderQuantitySchema, siteReservationSchema } from '@/lib/sites/traffic/schemas';
import {
  CHECK_THE_FORM,
  FORM_UNREADABLE,
  FORM_WORDS,
  formMessageIn,
  formStateIn,
  NO_MESSAGES,
  NO_ORDERS,
  NO_RESERVATIONS,
  ORDER_NOTHING_CHOSEN,
  SITE_FORMS_RATE_LIMITED,
  SITE_UNAVAILABLE,
  translatedMessages,
} from '@/lib/sites/traffic/form-messages';
import { formErrorPage } from '@/lib/sites/traffic/form-error-page';

/** Every message a schema gives for each of these inputs. */
function messagesOf(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, inputs: unknown[]) {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const long = (n: number) => 'a'.repeat(n);

describe("a site's form messages on its English pages", () => {
  it('has the English of every message a visitor can get from the contact, reservation and order forms', () => {
    const messages = new Set([
      ...messagesOf(siteLeadSchema, [
        {},
        { name: long(101), message: 'corto', email: 'no-es-un-email' },
        { name: 'Ana', message: long(1001), email: `${long(250)}@ejemplo.pe` },
        { name: 'Ana', message: 'Un mensaje suficiente', phone: `${long(31)}` },
        { name: 'Ana', message: 'Un mensaje suficiente', phone: 'abc' },
        { name: 'Ana', message: 'Un mensaje suficiente' },
      ]),
      ...messagesOf(siteReservationSchema('2026-11-28'), [
        {},
        { date: '2026-02-30', time: '25:00', people: 'cuatro', name: 'Ana', phone: '12', note: long(501) },
        { date: '2026-11-01', time: '20:30', people: '0', name: 'Ana', phone: 'abc' },
        { date: '2028-01-01', time: '20:30', people: '51', name: 'Ana', phone: '987654321' },
      ]),
      ...messagesOf(siteOrderSchema, [{ section: 'carta' }, { section: 'carta', name: 'Ana', delivery: 'avion', note: long(301) }]),
      ...messagesOf(orderQuantitySchema, ['2.5', '80']),
      ...Object.values(FORM_WORDS).flatMap(({ tooLong, notSent }) => [tooLong, notSent]),
      ...[CHECK_THE_FORM, FORM_UNREADABLE, NO_MESSAGES, NO_ORDERS, NO_RESERVATIONS, ORDER_NOTHING_CHOSEN, SITE_FORMS_RATE_LIMITED, SITE_UNAVAILABLE],
    ]);
    // Both ways: every message reached has its English, and the battery reaches every translated rule.
    expect([...messages].sort()).toEqual(translatedMessages().sort());
    expect(formMessageIn('Escribe la hora como 20:30.', 'en')).toBe('Write the time as 20:30.');
    expect(formMessageIn('Escribe la hora como 20:30.', 'es')).toBe('Escribe la hora como 20:30.');
  });

  it("translates a refused form's reasons and keeps what was typed", () => {
    const form = { values: { time: '25:00' }, errors: { time: 'Escribe la hora como 20:30.' }, problem: SITE_FORMS_RATE_LIMITED };
    expect(formStateIn(form, 'en')).toEqual({
      values: { time: '25:00' },
      errors: { time: 'Write the time as 20:30.' },
      problem: 'You sent several messages in a row. Wait a moment and try again.',
    });
    expect(formStateIn(form, 'es')).toBe(form);
  });

  it("answers a form that cannot be sent in the page's language, with the way back to its Contact page", async () => {
    const english = await formErrorPage(NO_ORDERS, 404, 'en').text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Your message could not be sent</h1><p>This site does not take orders.</p>');
    expect(english).toContain('<a href="/en/contacto">go to Contact</a>');
    const spanish = await formErrorPage(NO_ORDERS, 404).text();
    expect(spanish).toContain('<html lang="es-PE">');
    expect(spanish).toContain('<p>Este sitio no recibe pedidos.</p>');
    expect(spanish).toContain('<a href="/contacto">ve a Contacto</a>');
  });
});
