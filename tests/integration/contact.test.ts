import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactSubmissions } from '@/db/schema';
import { sendContactMessage } from '@/lib/contact/actions';
import { CONTACT_MESSAGES } from '@/content/contact';
import { CONTACT_RATE_LIMIT } from '@/lib/contact/submit-contact';
import { getDb } from '@/lib/db/client';
import { createUser } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

const VALID = { name: 'María Huamán', email: 'maria@bodegahuaman.pe', message: 'Hola, quisiera saber si el plan Básico sirve para mi bodega.' };

let ipCounter = 0;
beforeEach(() => {
  ipCounter += 1;
  requestContext.clientIp = `192.0.2.${ipCounter}`;
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function storedCount(email?: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(contactSubmissions)
    .where(email ? eq(contactSubmissions.email, email) : undefined);
  return row?.n ?? 0;
}

async function mailsAbout(text: string) {
  const dir = process.env.MAIL_DIR ?? '';
  const mails = await Promise.all((await readdir(dir)).map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))));
  return mails.filter((mail: { text: string }) => mail.text.includes(text));
}

describe('contact form action, validated on the server', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['a blank name', { ...VALID, name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['a missing name', { email: VALID.email, message: VALID.message }, CONTACT_MESSAGES.nameRequired],
    ['a 101-character name', { ...VALID, name: 'a'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
    ['an address without a domain', { ...VALID, email: 'maria@bodega' }, CONTACT_MESSAGES.emailInvalid],
    ['a missing e-mail', { name: VALID.name, message: VALID.message }, CONTACT_MESSAGES.emailInvalid],
    ['a 256-character e-mail', { ...VALID, email: `${'a'.repeat(244)}@example.com` }, CONTACT_MESSAGES.emailTooLong],
    ['a 9-character message (after trimming)', { ...VALID, message: '  123456789  ' }, CONTACT_MESSAGES.messageTooShort],
    ['a 1001-character message', { ...VALID, message: 'a'.repeat(1001) }, CONTACT_MESSAGES.messageTooLong],
  ];

  it.each(cases)('rejects %s with the spec message, keeping what was typed', async (_label, fields, expected) => {
    const result = await sendContactMessage(null, form(fields));
    expect(result?.ok).toBe(false);
    if (result?.ok !== false) return;
    expect(Object.values(result.fieldErrors ?? {}).flat()).toContain(expected);
    expect(result.values).toMatchObject(fields);
    expect(await storedCount()).toBe(0);
  });

  it('reports every invalid field at once', async () => {
    const result = await sendContactMessage(null, form({ name: '', email: 'x', message: 'corto' }));
    expect(result?.ok === false && result.fieldErrors).toEqual({
      name: [CONTACT_MESSAGES.nameRequired],
      email: [CONTACT_MESSAGES.emailInvalid],
      message: [CONTACT_MESSAGES.messageTooShort],
    });
  });

  it('accepts the limits themselves: 100, 255 and 1000 characters', async () => {
    const email = `${'b'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    const result = await sendContactMessage(null, form({ name: 'n'.repeat(100), email, message: 'm'.repeat(1000) }));
    expect(result).toEqual({ ok: true, data: { sent: true } });
    expect(await storedCount(email)).toBe(1);
  });
});

describe('contact form action, storing and notifying', () => {
  it('stores a valid message trimmed and e-mails every administrator', async () => {
    const admin = await createUser({ admin: true });
    const result = await sendContactMessage(
      null,
      form({ name: '  Jorge Mamani ', email: ' jorge@wayra.pe ', message: ' ¿Hacen páginas para agencias de turismo en Cusco? ' }),
    );
    expect(result).toEqual({ ok: true, data: { sent: true } });

    const [row] = await getDb().select().from(contactSubmissions).where(eq(contactSubmissions.email, 'jorge@wayra.pe'));
    expect(row).toMatchObject({ name: 'Jorge Mamani', message: '¿Hacen páginas para agencias de turismo en Cusco?', read: false });

    const [mail] = await mailsAbout('¿Hacen páginas para agencias de turismo en Cusco?');
    expect(mail.to).toContain(admin.email);
    expect(mail.subject).toBe('Nuevo mensaje de contacto de Jorge Mamani');
    expect(mail.replyTo).toBe('jorge@wayra.pe');
  });

  it('stores a resent identical message only once', async () => {
    const fields = { ...VALID, email: 'doble@clic.pe' };
    expect((await sendContactMessage(null, form(fields)))?.ok).toBe(true);
    expect((await sendContactMessage(null, form(fields)))?.ok).toBe(true);
    expect(await storedCount('doble@clic.pe')).toBe(1);
  });

  it('drops a bot that fills the honeypot without telling it, storing and sending nothing', async () => {
    const result = await sendContactMessage(null, form({ ...VALID, email: 'bot@spam.example', website: 'http://spam.example' }));
    expect(result).toEqual({ ok: true, data: { sent: true } });
    expect(await storedCount('bot@spam.example')).toBe(0);
    expect(await mailsAbout('bot@spam.example')).toHaveLength(0);
  });
});

describe('contact form action, rate limited per address', () => {
  it(`refuses message ${CONTACT_RATE_LIMIT.max + 1} from one address, stores nothing, and still serves another address`, async () => {
    requestContext.clientIp = '198.51.100.77';
    for (let i = 1; i <= CONTACT_RATE_LIMIT.max; i += 1) {
      const result = await sendContactMessage(null, form({ ...VALID, email: 'insistente@example.pe', message: `Mensaje número ${i} de prueba` }));
      expect(result?.ok, `message ${i}`).toBe(true);
    }
    const limited = await sendContactMessage(null, form({ ...VALID, email: 'insistente@example.pe', message: 'Un mensaje más, por favor' }));
    expect(limited).toMatchObject({ ok: false, code: 'rate_limited', error: CONTACT_MESSAGES.rateLimited });
    expect(limited?.ok === false && limited.values?.message).toBe('Un mensaje más, por favor');
    expect(await storedCount('insistente@example.pe')).toBe(CONTACT_RATE_LIMIT.max);

    requestContext.clientIp = '198.51.100.78';
    const other = await sendContactMessage(null, form({ ...VALID, email: 'vecino@example.pe' }));
    expect(other?.ok).toBe(true);
  });
});

describe('contact form with NUL bytes (issue 12, item 15)', () => {
  it('stores the message without the control characters instead of failing', async () => {
    const email = 'nul@bodega.pe';
    const result = await sendContactMessage(null, form({ name: 'Ana\u0000 Soto', email, message: 'Hola\u0000, quisiera una cotización\npara mi bodega.' }));
    expect(result).toEqual({ ok: true, data: { sent: true } });
    const [row] = await getDb().select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(row).toMatchObject({ name: 'Ana Soto', message: 'Hola, quisiera una cotización\npara mi bodega.' });
  });

  it('answers the field message when the name is only a NUL byte', async () => {
    const result = await sendContactMessage(null, form({ ...VALID, name: '\u0000' }));
    expect(result?.ok === false && result.fieldErrors?.name).toEqual([CONTACT_MESSAGES.nameRequired]);
  });
});
