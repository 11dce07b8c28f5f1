import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/account/export/route';
import { account, billingDetails, complaintSheets, consents, messages, receipts, session, subscriptions, trialSubmissions, user } from '@/db/schema';
import { getActor } from '@/lib/auth/session';
import { fileComplaint } from '@/lib/complaints/file-complaint';
import { complaintFormSchema } from '@/lib/complaints/schemas';
import { getDb } from '@/lib/db/client';
import { deleteAccountAction } from '@/lib/privacy/actions';
import { getStorage } from '@/lib/storage/storage';
import { createUser, signIn, signOut } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

let ipCounter = 0;
beforeEach(() => {
  signOut();
  ipCounter += 1;
  requestContext.clientIp = `192.0.2.${ipCounter}`;
});

async function mailsTo(address: string) {
  const dir = process.env.MAIL_DIR ?? '';
  const mails = await Promise.all((await readdir(dir)).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
  return mails.filter((m: { to: string[] }) => m.to.includes(address)) as { subject: string; text: string }[];
}

/** A customer with everything a real one accumulates: project, messages, trial, consents, a complaint. */
async function customerWithData(tag: string) {
  const db = getDb();
  const person = await createUser({ email: `${tag}@example.pe`, name: `Cliente ${tag}` });
  await db
    .update(user)
    .set({ phone: `+51 900 000 ${tag.length}${tag.length}${tag.length}` })
    .where(eq(user.id, person.id));
  const image = await getStorage().put(`reference-images/${tag}-${Date.now()}.png`, Buffer.from('png'), 'image/png');
  const [submission] = await db
    .insert(trialSubmissions)
    .values({
      userId: person.id,
      businessName: `Negocio ${tag}`,
      email: person.email,
      phone: '987654321',
      targetLocation: `Calle ${tag} 123, Lima, Perú`,
      additionalInfo: `Notas privadas de ${tag}`,
      referenceImageUrl: image.url,
    })
    .returning();
  const admin = await createUser({ admin: true });
  await db.insert(messages).values([
    { senderId: person.id, recipientId: null, submissionId: submission?.id, subject: 'Mensaje del cliente', message: `Hola, soy ${tag} y quiero cambios` },
    { senderId: admin.id, recipientId: person.id, submissionId: submission?.id, subject: 'Project Update', message: `Tu sitio avanza, ${tag}` },
  ]);
  await db.insert(subscriptions).values({ userId: person.id, status: 'trial', planType: 'trial', trialEndDate: new Date(Date.now() + 5 * 86_400_000) });
  await db.insert(billingDetails).values({ userId: person.id, kind: 'boleta', name: `Cliente ${tag}`, documentType: 'dni', documentNumber: '45678912' });
  const [lastReceipt] = await db.select({ n: sql<number>`coalesce(max(${receipts.number}), 0)` }).from(receipts);
  await db.insert(receipts).values({
    provider: 'stripe',
    paymentId: `pay_${tag}`,
    purpose: 'payment',
    kind: 'boleta',
    series: 'B001',
    number: Number(lastReceipt?.n ?? 0) + 1,
    userId: person.id,
    amountCents: 2500,
    currency: 'PEN',
    description: 'Vitrina Plan Básico',
    customerKind: 'boleta',
    customerName: `Cliente ${tag}`,
    customerDocumentType: 'dni',
    customerDocumentNumber: '45678912',
    customerEmail: person.email,
    status: 'accepted',
    pdfUrl: `https://ose.example/pdf/${tag}`,
    paidAt: new Date(),
  });
  await db.insert(consents).values([
    { userId: person.id, kind: 'terms_privacy', granted: true, policyVersion: '2025-01-15' },
    { userId: person.id, kind: 'marketing', granted: false, policyVersion: '2025-01-15' },
  ]);
  await signIn(person.email, person.password);
  const sheet = complaintFormSchema.parse({
    fullName: `Cliente ${tag}`,
    documentType: 'dni',
    documentNumber: '45678912',
    address: `Calle ${tag} 123, Lima`,
    email: person.email,
    phone: '987654321',
    contractedItem: 'servicio',
    contractedDescription: 'Plan Básico',
    kind: 'queja',
    details: 'No me respondieron a tiempo.',
    consumerRequest: 'Una respuesta.',
  });
  const { number } = await fileComplaint(sheet, { actor: await getActor(), ip: requestContext.clientIp });
  signOut();
  return { ...person, submissionId: submission?.id ?? '', imageUrl: image.url, complaintNumber: number };
}

describe('data export (Descargar mis datos)', () => {
  it("contains the customer's own rows and nothing of anyone else", async () => {
    const ana = await customerWithData('ana');
    const beto = await customerWithData('beto');
    await signIn(ana.email, ana.password);

    const response = await exportRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="vitrina-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = await response.text();
    const data = JSON.parse(body);
    expect(data.profile).toMatchObject({ id: ana.id, email: ana.email, fullName: 'Cliente ana' });
    expect(data.submissions).toHaveLength(1);
    expect(data.submissions[0]).toMatchObject({ businessName: 'Negocio ana', additionalInfo: 'Notas privadas de ana' });
    expect(data.messages.map((m: { direction: string; message: string }) => [m.direction, m.message]).sort()).toEqual([
      ['received', 'Tu sitio avanza, ana'],
      ['sent', 'Hola, soy ana y quiero cambios'],
    ]);
    expect(data.subscription).toMatchObject({ status: 'trial', planType: 'trial' });
    expect(data.consents.map((c: { kind: string; granted: boolean }) => [c.kind, c.granted]).sort()).toEqual([
      ['marketing', false],
      ['terms_privacy', true],
    ]);
    expect(data.complaintSheets.map((s: { number: string }) => s.number)).toEqual([ana.complaintNumber]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.billingDetails).toMatchObject({ kind: 'boleta', name: 'Cliente ana', documentNumber: '45678912' });
    expect(data.receipts).toEqual([
      expect.objectContaining({
        kind: 'boleta',
        amount: '25.00',
        customerName: 'Cliente ana',
        pdfUrl: 'https://ose.example/pdf/ana',
        number: expect.stringMatching(/^B001-\d{8}$/),
      }),
    ]);
    expect(body).not.toContain('"token"');
    // Nothing of Beto, and not even the id of the admin who wrote to Ana.
    for (const foreign of [beto.id, beto.email, 'Negocio beto', 'beto', beto.complaintNumber]) expect(body).not.toContain(foreign);
    const [adminMessage] = await getDb().select().from(messages).where(eq(messages.recipientId, ana.id));
    expect(body).not.toContain(adminMessage?.senderId ?? 'missing');
  });

  it('answers 401 without a session', async () => {
    const response = await exportRoute();
    expect(response.status).toBe(401);
  });
});

describe('account deletion (Eliminar mi cuenta)', () => {
  it('asks for the confirmation and the right password', async () => {
    const carla = await createUser();
    await signIn(carla.email, carla.password);
    const unconfirmed = await deleteAccountAction({ password: carla.password });
    expect(unconfirmed).toMatchObject({ ok: false, fieldErrors: { confirm: ['Confirma que entiendes que esta acción no se puede deshacer.'] } });
    expect(await deleteAccountAction({ password: 'otra-clave-incorrecta', confirm: true })).toMatchObject({
      ok: false,
      error: 'La contraseña no es correcta.',
    });
    expect(await deleteAccountAction({ password: '', confirm: true })).toMatchObject({
      ok: false,
      fieldErrors: { password: ['Ingresa tu contraseña para confirmar.'] },
    });
    expect(await getDb().select().from(user).where(eq(user.id, carla.id))).toHaveLength(1);
    signOut();
    expect(await deleteAccountAction({ password: carla.password, confirm: true })).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  it('stops guessing after five wrong passwords', async () => {
    const dora = await createUser();
    await signIn(dora.email, dora.password);
    for (let i = 0; i < 5; i += 1) await deleteAccountAction({ password: `mala-${i}-clave`, confirm: true });
    const refused = await deleteAccountAction({ password: dora.password, confirm: true });
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited' });
  });

  it('leaves no personal data but keeps the complaint sheets, and signs out everywhere', async () => {
    const eva = await customerWithData('eva');
    const fabio = await customerWithData('fabio');
    // Signed in on this device and on others (sign-up and earlier sign-ins left sessions too).
    await signIn(eva.email, eva.password);
    expect((await getDb().select().from(session).where(eq(session.userId, eva.id))).length).toBeGreaterThanOrEqual(3);

    expect(await deleteAccountAction({ password: eva.password, confirm: 'on' })).toEqual({ ok: true, data: { deleted: true } });

    // Signed out here, and every other session is gone.
    expect(await getActor()).toBeNull();
    const db = getDb();
    expect(await db.select().from(session).where(eq(session.userId, eva.id))).toHaveLength(0);
    expect(await db.select().from(account).where(eq(account.userId, eva.id))).toHaveLength(0);
    expect(await db.select().from(user).where(eq(user.id, eva.id))).toHaveLength(0);

    // No table but the complaint book mentions Eva's id, e-mail, business or notes.
    const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`))
      .rows as { table_name: string }[];
    for (const { table_name } of tables) {
      if (table_name === 'complaint_sheets' || table_name.startsWith('__drizzle')) continue;
      for (const needle of [eva.id, eva.email, 'Negocio eva', 'Notas privadas de eva', 'soy eva', 'avanza, eva']) {
        const found = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${needle}%`}`);
        expect((found.rows[0] as { n: number }).n, `${table_name} still holds "${needle}"`).toBe(0);
      }
    }
    expect(existsSync(path.join(process.env.UPLOADS_DIR ?? '', new URL(eva.imageUrl, 'http://x').pathname.replace('/api/uploads/', '')))).toBe(false);

    // The receipt stays as reported to SUNAT, unlinked and without the e-mail it was sent to;
    // the billing details are gone.
    const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, 'pay_eva'));
    expect(receipt).toMatchObject({ userId: null, customerEmail: null, customerName: 'Cliente eva', customerDocumentNumber: '45678912', amountCents: 2500 });
    expect(await db.select().from(billingDetails).where(eq(billingDetails.userId, eva.id))).toHaveLength(0);

    // The complaint sheet stays exactly as filed, only unlinked from the account.
    const [sheet] = await db.select().from(complaintSheets).where(eq(complaintSheets.number, eva.complaintNumber));
    expect(sheet).toMatchObject({ userId: null, fullName: 'Cliente eva', email: eva.email, kind: 'queja', details: 'No me respondieron a tiempo.' });

    // Fabio is untouched.
    expect(await db.select().from(trialSubmissions).where(eq(trialSubmissions.userId, fabio.id))).toHaveLength(1);
    expect(await db.select().from(messages).where(eq(messages.recipientId, fabio.id))).toHaveLength(1);
    expect(await db.select().from(consents).where(eq(consents.userId, fabio.id))).toHaveLength(2);
    expect(await db.select().from(complaintSheets).where(eq(complaintSheets.userId, fabio.id))).toHaveLength(1);
    expect(existsSync(path.join(process.env.UPLOADS_DIR ?? '', new URL(fabio.imageUrl, 'http://x').pathname.replace('/api/uploads/', '')))).toBe(true);

    const [confirmation] = (await mailsTo(eva.email)).filter((m) => m.subject === 'Tu cuenta de Vitrina fue eliminada');
    expect(confirmation?.text).toContain('cancelamos tu suscripción');
    expect(confirmation?.text).toContain('Libro de Reclamaciones');
  });

  it('refuses to delete the only administrator', async () => {
    const db = getDb();
    const admin = await createUser({ admin: true });
    const others = await db.execute(sql`select user_id from user_roles where role = 'admin' and user_id <> ${admin.id}`);
    for (const row of others.rows as { user_id: string }[]) await db.execute(sql`delete from user_roles where user_id = ${row.user_id}`);
    await signIn(admin.email, admin.password);
    expect(await deleteAccountAction({ password: admin.password, confirm: true })).toMatchObject({
      ok: false,
      error: 'Eres el único administrador. Nombra a otro administrador antes de eliminar tu cuenta.',
    });
  });
});
