import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { complaintCounters, complaintSheets } from '@/db/schema';
import { getActor } from '@/lib/auth/session';
import { answerComplaintAction, submitComplaintAction } from '@/lib/complaints/actions';
import { fileComplaint } from '@/lib/complaints/file-complaint';
import { getComplaintPrefill, getSheetForViewer, listComplaintsForAdmin } from '@/lib/complaints/queries';
import { remindAdminsOfDueSheets } from '@/lib/complaints/remind-due-sheets';
import { complaintFormSchema, type ComplaintFormInput } from '@/lib/complaints/schemas';
import { getDb } from '@/lib/db/client';
import { createUser, signIn, signInAsNewUser, signOut } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';
import { requestContext } from '../helpers/request-context';

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

function sheet(overrides: Partial<Record<string, string>> = {}): Record<string, string> {
  return {
    fullName: 'María Quispe Huamán',
    documentType: 'dni',
    documentNumber: '45678912',
    address: 'Jr. Las Flores 245, Cusco',
    email: 'maria.quispe@example.pe',
    phone: '984 123 456',
    contractedItem: 'servicio',
    amountClaimed: '45.00',
    contractedDescription: 'Plan Crecimiento, mensualidad de noviembre',
    kind: 'reclamo',
    details: 'Se cobró la mensualidad dos veces en el mismo mes.',
    consumerRequest: 'Devolución del cobro duplicado.',
    ...overrides,
  };
}

const parsed = (overrides: Partial<Record<string, string>> = {}): ComplaintFormInput => complaintFormSchema.parse(sheet(overrides));

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

/** next/navigation's redirect() throws; its digest carries the target. */
async function redirectTarget(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2] ?? '';
    throw error;
  }
  throw new Error('expected a redirect');
}

beforeEach(() => {
  signOut();
  requestContext.clientIp = nextIp();
});

describe('filing a hoja de reclamación', () => {
  it('gives twenty concurrent filings twenty distinct consecutive numbers', async () => {
    const now = new Date('2027-02-10T15:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fileComplaint(parsed({ fullName: `Consumidor ${i + 1}` }), { actor: null, ip: nextIp(), now })),
    );
    const numbers = results.map((r) => r.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2027-${String(i + 1).padStart(6, '0')}`));
    const [counter] = await getDb().select().from(complaintCounters).where(eq(complaintCounters.year, 2027));
    expect(counter?.last).toBe(20);
    // Each token opens its own sheet only.
    const first = results.find((r) => r.number === '2027-000001');
    const second = results.find((r) => r.number === '2027-000002');
    expect(await getSheetForViewer('2027-000001', { token: first?.token, actor: null })).not.toBeNull();
    expect(await getSheetForViewer('2027-000001', { token: second?.token, actor: null })).toBeNull();
  });

  it('files through the form action, e-mails both copies, and opens the printable sheet', async () => {
    const email = 'copia.consumidor@example.pe';
    const target = await redirectTarget(() => submitComplaintAction(null, formData(sheet({ email }))));
    const match = /^\/libro-de-reclamaciones\/(\d{4}-\d{6})\?t=(.+)$/.exec(target);
    expect(match).not.toBeNull();
    const [, number = '', token = ''] = match ?? [];

    const [copy] = await mailTo(email);
    expect(copy?.subject).toBe(`Copia de tu hoja de reclamación N.° ${number}`);
    expect(copy?.text).toContain('Vitrina Digital S.A.C.');
    expect(copy?.text).toContain('RUC: 20000000001');
    expect(copy?.text).toContain('Documento: DNI 45678912');
    expect(copy?.text).toContain('Monto reclamado: S/ 45.00');
    expect(copy?.text).toContain('Se cobró la mensualidad dos veces');
    expect(copy?.text).toContain('INDECOPI');
    expect(copy?.text).toContain(`/libro-de-reclamaciones/${number}?t=`);
    const providerCopy = (await mailTo('hola@vitrina.pe')).find((m) => m.subject.includes(number));
    expect(providerCopy?.subject).toBe(`Nueva hoja de reclamación N.° ${number} (Reclamo)`);
    expect(providerCopy?.replyTo).toBe(email);

    const view = await getSheetForViewer(number, { token: decodeURIComponent(token), actor: null });
    expect(view?.fullName).toBe('María Quispe Huamán');
    expect(view?.status).toBe('received');
  });

  it('answers every invalid field in Spanish and keeps what was typed', async () => {
    const result = await submitComplaintAction(
      null,
      formData(sheet({ fullName: '', documentType: 'ruc', documentNumber: '20100070971', email: 'no-es-correo', amountClaimed: '-5', kind: '' })),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.fullName).toEqual(['El nombre completo es obligatorio.']);
    expect(result.fieldErrors?.documentNumber?.[0]).toContain('El RUC no es válido');
    expect(result.fieldErrors?.email).toEqual(['Ingresa un correo electrónico válido.']);
    expect(result.fieldErrors?.amountClaimed?.[0]).toContain('mayor o igual a 0');
    expect(result.fieldErrors?.kind).toEqual(['Elige si es un reclamo o una queja.']);
    expect(result.values?.details).toBe('Se cobró la mensualidad dos veces en el mismo mes.');
    expect(result.values?.documentNumber).toBe('20100070971');
    expect(await getDb().select().from(complaintSheets)).toHaveLength(20 + 1);
  });

  it('asks a minor for a parent or guardian', async () => {
    const result = await submitComplaintAction(null, formData(sheet({ isMinor: 'on' })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['guardianDocument', 'guardianName']);
    const target = await redirectTarget(() =>
      submitComplaintAction(null, formData(sheet({ isMinor: 'on', guardianName: 'Rosa Huamán', guardianDocument: '40123456' }))),
    );
    const number = target.split('/')[2]?.split('?')[0] ?? '';
    const [row] = await getDb().select().from(complaintSheets).where(eq(complaintSheets.number, number));
    expect(row).toMatchObject({ isMinor: true, guardianName: 'Rosa Huamán', guardianDocument: '40123456' });
  });

  it('limits filings per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) await fileComplaint(parsed(), { actor: null, ip });
    await expect(fileComplaint(parsed(), { actor: null, ip })).rejects.toThrow(/Registraste varias hojas en poco tiempo/);
    requestContext.clientIp = ip;
    const refused = await submitComplaintAction(null, formData(sheet()));
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited' });
  });

  it('counts the deadline in business days, skipping weekends and holidays', async () => {
    // Filed Tuesday 2027-03-23: Jueves/Viernes Santo (25-26 Mar) and two weekends are skipped.
    const { number } = await fileComplaint(parsed(), { actor: null, ip: nextIp(), now: new Date('2027-03-23T16:00:00Z') });
    const [row] = await getDb().select().from(complaintSheets).where(eq(complaintSheets.number, number));
    expect(row?.dueDate).toBe('2027-04-15');
    // 23:30 on 31 Dec in Lima is still the old year: numbering and deadline follow Lima's calendar.
    const lateNight = await fileComplaint(parsed(), { actor: null, ip: nextIp(), now: new Date('2027-01-01T04:30:00Z') });
    expect(lateNight.number.startsWith('2026-')).toBe(true);
  });
});

describe('who may see a sheet', () => {
  it('lets the owner and admins in, and nobody else without the token', async () => {
    const owner = await signInAsNewUser();
    const actor = await getActor();
    expect(await getComplaintPrefill(actor)).toMatchObject({ email: owner.email });
    const { number } = await fileComplaint(parsed({ email: owner.email }), { actor, ip: nextIp() });
    expect(await getSheetForViewer(number, { actor })).not.toBeNull();

    await signInAsNewUser();
    expect(await getSheetForViewer(number, { actor: await getActor() })).toBeNull();
    expect(await getSheetForViewer(number, { token: 'x'.repeat(32), actor: null })).toBeNull();
    expect(await getSheetForViewer(number, { actor: null })).toBeNull();

    await signInAsNewUser({ admin: true });
    expect(await getSheetForViewer(number, { actor: await getActor() })).not.toBeNull();
  });
});

describe('answering and reminding', () => {
  it('stores the answer, e-mails it, and refuses customers and a second answer', async () => {
    const email = 'respuesta@example.pe';
    const { number } = await fileComplaint(parsed({ email, kind: 'queja' }), { actor: null, ip: nextIp() });
    const [row] = await getDb().select().from(complaintSheets).where(eq(complaintSheets.number, number));
    const id = row?.id ?? '';

    await signInAsNewUser();
    expect(await answerComplaintAction({ id, answer: 'Lamentamos lo ocurrido y ya corregimos el cobro.' })).toMatchObject({ ok: false, code: 'forbidden' });

    const admin = await createUser({ admin: true });
    await signIn(admin.email, admin.password);
    expect(await answerComplaintAction({ id, answer: 'corto' })).toMatchObject({ ok: false, code: 'invalid' });
    const answered = await answerComplaintAction({ id, answer: 'Lamentamos lo ocurrido. Devolvimos S/ 45.00 a tu tarjeta el 24/11.' });
    expect(answered).toEqual({ ok: true, data: { number } });
    const again = await answerComplaintAction({ id, answer: 'Otra respuesta distinta para la misma hoja.' });
    expect(again).toMatchObject({ ok: false, error: 'Esta hoja ya fue respondida.' });

    const mails = await mailTo(email);
    const answerMail = mails.find((m) => m.subject === `Respuesta a tu hoja de reclamación N.° ${number}`);
    expect(answerMail?.text).toContain('Devolvimos S/ 45.00 a tu tarjeta');
    const list = await listComplaintsForAdmin((await getActor())!);
    expect(list.find((s) => s.number === number)).toMatchObject({ status: 'answered', answer: expect.stringContaining('Devolvimos') });
  });

  it('e-mails the admins once a day about sheets due within 3 business days', async () => {
    const admin = await createUser({ admin: true, email: 'jefa.reclamos@example.pe' });
    // Filed Tue 2027-06-01: 15 business days skip 7 Jun (Día de la Bandera) and three weekends.
    const filedAt = new Date('2027-06-01T15:00:00Z');
    const { number } = await fileComplaint(parsed(), { actor: null, ip: nextIp(), now: filedAt });
    const [row] = await getDb().select().from(complaintSheets).where(eq(complaintSheets.number, number));
    expect(row?.dueDate).toBe('2027-06-23');

    const remindersOfThisSheet = async () => (await mailTo(admin.email)).filter((m) => m.text.includes(`N.° ${number} `));
    // Four business days before: not yet.
    await remindAdminsOfDueSheets(new Date('2027-06-17T13:00:00Z'));
    expect(await remindersOfThisSheet()).toHaveLength(0);
    // Three business days before (Fri 18 → Mon 21, Tue 22, Wed 23): reminded, once that day.
    await remindAdminsOfDueSheets(new Date('2027-06-18T13:00:00Z'));
    await remindAdminsOfDueSheets(new Date('2027-06-18T20:00:00Z'));
    const reminders = await remindersOfThisSheet();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Libro de Reclamaciones: \d+ hoja\(s\) por vencer$/);
    expect(reminders[0]?.text).toContain(`N.° ${number} (Reclamo): vence el 23 de junio de 2027 · 3 día(s) hábil(es) restante(s)`);
    // The next business day it is reminded again; once answered, never.
    await remindAdminsOfDueSheets(new Date('2027-06-21T13:00:00Z'));
    expect(await remindersOfThisSheet()).toHaveLength(2);
    await getDb()
      .update(complaintSheets)
      .set({ status: 'answered', answer: 'Respondida por teléfono y por correo.' })
      .where(eq(complaintSheets.number, number));
    await remindAdminsOfDueSheets(new Date('2027-06-22T13:00:00Z'));
    expect(await remindersOfThisSheet()).toHaveLength(2);
  });
});

describe('a sheet with NUL bytes and other control characters (issue 12, item 15)', () => {
  it('is filed with the characters removed, not lost in a database error', async () => {
    const target = await redirectTarget(() =>
      submitComplaintAction(
        null,
        formData(
          sheet({
            fullName: 'Rosa\u0000 Mamani',
            address: 'Av. Sol\u0000 120, Puno',
            details: 'Cobro\u0000 duplicado\nen octubre.',
            consumerRequest: 'Devolución\u0007 del cobro.',
          }),
        ),
      ),
    );
    const number = target.split('/').pop()?.split('?')[0] ?? '';
    const [row] = await getDb().select().from(complaintSheets).where(eq(complaintSheets.number, number));
    expect(row).toMatchObject({
      fullName: 'Rosa Mamani',
      address: 'Av. Sol 120, Puno',
      details: 'Cobro duplicado\nen octubre.',
      consumerRequest: 'Devolución del cobro.',
    });
  });

  it('answers a field message when a field is nothing but control characters', async () => {
    const result = await submitComplaintAction(null, formData(sheet({ fullName: '\u0000\u0000\u0000' })));
    expect(result.ok === false && result.fieldErrors?.fullName).toEqual(['El nombre completo es obligatorio.']);
  });
});
