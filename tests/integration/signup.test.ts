import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '@/content/legal/versions';
import { account, consents, session, subscriptions, trialSubmissions, user } from '@/db/schema';
import { getActor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listSubmissionsForAdmin } from '@/lib/admin/submissions-list';
import { deliveryDueOn } from '@/lib/submissions/delivery';
import { submissionListQuerySchema } from '@/lib/submissions/schemas';
import { startTrialAction, startTrialForAccountAction } from '@/lib/signup/actions';
import { createUser, signIn, signOut } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

let ipCounter = 0;
beforeEach(() => {
  signOut();
  // Each test speaks from its own address so the signup rate limit of one never trips another.
  ipCounter += 1;
  requestContext.clientIp = `203.0.113.${ipCounter}`;
});

let emailCounter = 0;
function fullForm(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    fullName: 'Rosa Quispe Mamani',
    email: `rosa${emailCounter}@example.pe`,
    password: 'clave-segura-123',
    phone: '+51 987 654 321',
    businessName: 'Cevichería La Caleta',
    address: 'Av. Huaylas 240',
    city: 'Lima',
    country: 'Perú',
    industry: 'restaurant',
    currentWebsiteUrl: 'lacaleta.pe',
    googleBusinessUrl: 'https://maps.app.goo.gl/abc123',
    sitePreference: 'redesign',
    copyTone: 'friendly',
    targetKeywords: 'ceviche en Chorrillos\nalmuerzo marino',
    competitorSites: 'https://otro-restaurante.pe',
    brandColors: 'Azul marino y blanco',
    notes: 'Queremos reservas por WhatsApp.',
    acceptTerms: 'on',
    acceptMarketing: 'on',
    ...overrides,
  };
}

async function rowsFor(email: string) {
  const db = getDb();
  const users = await db.select().from(user).where(eq(user.email, email));
  const submissions = await db.select().from(trialSubmissions).where(eq(trialSubmissions.email, email));
  const userIds = users.map((u) => u.id);
  const subs = userIds.length
    ? await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userIds[0] ?? ''))
    : [];
  const consentRows = userIds.length
    ? await db
        .select()
        .from(consents)
        .where(eq(consents.userId, userIds[0] ?? ''))
    : [];
  const accounts = userIds.length
    ? await db
        .select()
        .from(account)
        .where(eq(account.userId, userIds[0] ?? ''))
    : [];
  return { users, submissions, subs, consentRows, accounts };
}

async function mailsTo(address: string) {
  const dir = process.env.MAIL_DIR ?? '';
  const files = await readdir(dir);
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
  return mails.filter((m: { to: string[] }) => m.to.includes(address)) as { subject: string; text: string; html: string }[];
}

describe('trial signup (/start-trial)', () => {
  it('creates the account, the project with the spec mapping, a 5-day trial and the consents, and signs in', async () => {
    const admin = await createUser({ admin: true });
    const form = fullForm();
    const result = await startTrialAction(form);
    expect(result).toEqual({ ok: true, data: { outcome: 'created' } });

    const { users, submissions, subs, consentRows, accounts } = await rowsFor(form.email);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ name: 'Rosa Quispe Mamani', phone: '+51 987 654 321' });
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.providerId).toBe('credential');
    expect(accounts[0]?.password).not.toContain('clave-segura-123');

    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      userId: users[0]?.id,
      businessName: 'Cevichería La Caleta',
      businessType: 'restaurant',
      industry: 'restaurant',
      phone: '+51 987 654 321',
      websiteUrl: 'https://lacaleta.pe/',
      googleBusinessUrl: 'https://maps.app.goo.gl/abc123',
      targetAudience: 'friendly',
      preferredStyle: 'friendly',
      copyTone: 'friendly',
      mainGoal: 'redesign',
      colorPreferences: 'Azul marino y blanco',
      exampleWebsites: 'https://otro-restaurante.pe',
      seoKeywords: 'ceviche en Chorrillos\nalmuerzo marino',
      targetLocation: 'Av. Huaylas 240, Lima, Perú',
      additionalInfo: 'Queremos reservas por WhatsApp.',
      status: 'pending',
    });

    expect(subs).toHaveLength(1);
    // The trial's 5 days start with the first preview (issue 23), not at sign-up: no end date yet.
    expect(subs[0]).toMatchObject({ status: 'trial', planType: 'trial', trialEndDate: null });

    // Each consent records the versions of the documents it answers (the pages' "Última actualización").
    expect(consentRows.map((c) => [c.kind, c.granted, c.policyVersion]).sort()).toEqual([
      ['marketing', true, `privacy:${LEGAL_VERSIONS.privacy}`],
      ['terms_privacy', true, `terms:${LEGAL_VERSIONS.terms};privacy:${LEGAL_VERSIONS.privacy}`],
    ]);

    // Signed in: a session exists for the new account. (The cookie itself is written by Better
    // Auth's nextCookies plugin inside Next; the Playwright journey proves it reaches the browser.)
    const sessions = await getDb()
      .select()
      .from(session)
      .where(eq(session.userId, users[0]?.id ?? ''));
    expect(sessions).toHaveLength(1);

    const [welcome] = await mailsTo(form.email);
    expect(welcome?.subject).toContain('Bienvenido');
    expect(welcome?.text).toContain('Cevichería La Caleta');
    const [notice] = await mailsTo(admin.email);
    expect(notice?.subject).toBe('Nueva solicitud de prueba: Cevichería La Caleta');
  });

  it('maps a missing industry to business type "other", joins only the location parts given, and records a declined marketing consent', async () => {
    const form = fullForm({ industry: '', address: '', copyTone: '', acceptMarketing: undefined, currentWebsiteUrl: '' });
    expect((await startTrialAction(form)).ok).toBe(true);
    const { submissions, consentRows } = await rowsFor(form.email);
    expect(submissions[0]).toMatchObject({
      businessType: 'other',
      industry: null,
      targetLocation: 'Lima, Perú',
      copyTone: null,
      targetAudience: null,
      websiteUrl: null,
    });
    expect(consentRows.find((c) => c.kind === 'marketing')?.granted).toBe(false);
  });

  it("marks a request sent from 'Solicitar Cotización' as a quote request, and only that one (issue 12, item 11)", async () => {
    const admin = await createUser({ admin: true });
    const quote = fullForm({ quoteRequest: 'on', businessName: 'Hotel Cotización' });
    const trial = fullForm({ businessName: 'Hotel Prueba' });
    expect((await startTrialAction(quote)).ok).toBe(true);
    expect((await startTrialAction(trial)).ok).toBe(true);
    expect((await rowsFor(quote.email)).submissions[0]?.isQuoteRequest).toBe(true);
    expect((await rowsFor(trial.email)).submissions[0]?.isQuoteRequest).toBe(false);
    const subjects = (await mailsTo(admin.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Nueva solicitud de cotización (plan Personalizado): Hotel Cotización');
    expect(subjects).toContain('Nueva solicitud de prueba: Hotel Prueba');
    // The quote's customer hears about a quote, in the quote's own time (7 to 10 business days),
    // and is not told the trial's "3 a 5 días" nor given a 5-day trial to judge custom work in.
    const [quoteWelcome] = await mailsTo(quote.email);
    expect(quoteWelcome?.subject).toBe('¡Bienvenido a Vitrina! Recibimos tu solicitud de cotización');
    expect(quoteWelcome?.text).toContain('Un proyecto a medida normalmente toma de 7 a 10 días hábiles');
    expect(quoteWelcome?.text).not.toMatch(/3 a 5 días|prueba gratis dura/);
    expect((await rowsFor(quote.email)).submissions[0]?.dueOn).toBe(deliveryDueOn({ industry: 'restaurant', isQuoteRequest: true }, new Date()));
    const [trialWelcome] = await mailsTo(trial.email);
    expect(trialWelcome?.text).toContain('normalmente toma de 3 a 5 días');

    const adminActor = { userId: admin.id, role: 'admin' as const, email: admin.email, name: 'Admin', twoFactorEnabled: false };
    const cards = await listSubmissionsForAdmin(adminActor, submissionListQuerySchema.parse({ q: 'Hotel' }));
    expect(Object.fromEntries(cards.items.map((card) => [card.businessName, card.isQuoteRequest]))).toEqual({
      'Hotel Cotización': true,
      'Hotel Prueba': false,
    });
  });

  it('accepts the browser form encoding (FormData with a ticked checkbox)', async () => {
    const form = fullForm();
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) data.set(key, String(value));
    expect(await startTrialAction(data)).toEqual({ ok: true, data: { outcome: 'created' } });
  });

  it("rolls everything back when a step after the user insert fails, answering the spec's 'No se pudo crear la cuenta' and keeping what was typed", async () => {
    const db = getDb();
    // A forced failure in the last write of the transaction (the consents), after the user,
    // account, submission and subscription rows were inserted.
    await db.execute(sql`create or replace function vitrina_test_fail() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`);
    await db.execute(sql`create trigger vitrina_test_fail before insert on consents for each row execute function vitrina_test_fail()`);
    const form = fullForm();
    const result = await startTrialAction(form);
    await db.execute(sql`drop trigger vitrina_test_fail on consents`);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('No se pudo crear la cuenta');
    expect(result.values).toMatchObject({ fullName: form.fullName, businessName: form.businessName, notes: form.notes });
    expect(result.values).not.toHaveProperty('password');

    const rows = await rowsFor(form.email);
    expect(rows.users).toHaveLength(0);
    expect(rows.submissions).toHaveLength(0);
    const [orphans] = (
      await db.execute(
        sql`select (select count(*) from account where user_id not in (select id from "user")) + (select count(*) from subscriptions where user_id not in (select id from "user")) as n`,
      )
    ).rows as { n: number | string }[];
    expect(Number(orphans?.n)).toBe(0);
    expect(await getActor()).toBeNull();

    // Nothing was half-created: the very same form now goes through.
    expect(await startTrialAction(form)).toEqual({ ok: true, data: { outcome: 'created' } });
  });

  it('answers an e-mail already registered (in any letter case) without creating anything', async () => {
    const existing = await createUser({ email: 'ya.existe@example.pe' });
    const result = await startTrialAction(fullForm({ email: 'Ya.Existe@Example.PE' }));
    expect(result).toEqual({ ok: true, data: { outcome: 'email_taken' } });
    const rows = await rowsFor('ya.existe@example.pe');
    expect(rows.users.map((u) => u.id)).toEqual([existing.id]);
    expect(rows.submissions).toHaveLength(0);
    expect(await getActor()).toBeNull();
  });

  it('lets only one of two simultaneous signups with the same e-mail through', async () => {
    const form = fullForm();
    const results = await Promise.all([startTrialAction(form), startTrialAction(form)]);
    const outcomes = results.map((r) => (r.ok ? r.data.outcome : r.error)).sort();
    expect(outcomes).toEqual(['created', 'email_taken']);
    expect((await rowsFor(form.email)).submissions).toHaveLength(1);
  });

  it('answers every invalid field in Spanish and returns the typed values', async () => {
    const result = await startTrialAction({
      fullName: '   ',
      email: 'no-es-un-correo',
      password: '1234567',
      businessName: '',
      city: '',
      country: '',
      sitePreference: '',
      industry: 'astronautas',
      currentWebsiteUrl: 'no es una url',
      notes: 'Mis notas',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      fullName: ['El nombre completo es requerido'],
      email: ['Email inválido'],
      password: ['Mínimo 8 caracteres'],
      businessName: ['El nombre del negocio es requerido'],
      city: ['La ciudad es requerida'],
      country: ['El país es requerido'],
      sitePreference: ['Elige qué quieres hacer con tu sitio'],
      industry: ['Elige un rubro de la lista'],
      currentWebsiteUrl: ['Escribe una dirección web válida, por ejemplo https://minegocio.pe'],
      acceptTerms: ['Debes aceptar los términos y condiciones y la política de privacidad'],
    });
    expect(result.values).toMatchObject({ notes: 'Mis notas', email: 'no-es-un-correo' });
    expect((await rowsFor('no-es-un-correo')).users).toHaveLength(0);
  });

  it('refuses over-long fields and stores HTML and odd Unicode as plain text', async () => {
    const tooLong = await startTrialAction(fullForm({ businessName: 'x'.repeat(121), notes: 'y'.repeat(2001) }));
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) {
      expect(tooLong.fieldErrors?.businessName).toEqual(['El nombre del negocio debe tener como máximo 120 caracteres']);
      expect(tooLong.fieldErrors?.notes).toEqual(['Las notas debe tener como máximo 2000 caracteres']);
    }

    const form = fullForm({
      businessName: '<script>alert(1)</script> Café\u0000 🌮\u202e',
      notes: '<img src=x onerror=alert(1)>\r\nLínea 2 \ud800',
      fullName: 'Zoë\nÑandú',
    });
    expect((await startTrialAction(form)).ok).toBe(true);
    const { submissions, users } = await rowsFor(form.email);
    expect(submissions[0]?.businessName).toBe('<script>alert(1)</script> Café 🌮\u202e');
    expect(submissions[0]?.additionalInfo).toBe('<img src=x onerror=alert(1)>\nLínea 2 \ufffd');
    expect(users[0]?.name).toBe('Zoë Ñandú');
  });

  it('rate limits repeated signups from one address', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const result = await startTrialAction(fullForm({ password: 'x' }));
      outcomes.push(result.ok ? 'ok' : (result.code ?? ''));
    }
    // Invalid forms are refused before counting; valid ones count.
    expect(outcomes.every((o) => o === 'invalid')).toBe(true);
    const counted: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const result = await startTrialAction(fullForm());
      counted.push(result.ok ? 'ok' : (result.code ?? ''));
    }
    expect(counted.slice(0, 10).every((o) => o === 'ok')).toBe(true);
    expect(counted[10]).toBe('rate_limited');
  });
});

describe('trial signup for a customer who is already signed in', () => {
  const details = () => {
    const { fullName: _f, email: _e, password: _p, ...rest } = fullForm();
    return rest;
  };

  it('adds the project and trial to the signed-in account, once', async () => {
    const customer = await createUser();
    await signIn(customer.email, customer.password);
    expect(await startTrialForAccountAction(details())).toEqual({ ok: true, data: { outcome: 'created' } });
    const rows = await rowsFor(customer.email);
    expect(rows.submissions).toHaveLength(1);
    expect(rows.subs[0]?.status).toBe('trial');
    expect(rows.consentRows).toHaveLength(2);

    expect(await startTrialForAccountAction(details())).toEqual({ ok: true, data: { outcome: 'already_has_trial' } });
    expect((await rowsFor(customer.email)).submissions).toHaveLength(1);
  });

  it('refuses an anonymous caller and writes nothing', async () => {
    const count = async () => (await getDb().select().from(trialSubmissions)).length;
    const before = await count();
    const result = await startTrialForAccountAction(details());
    expect(result).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await count()).toBe(before);
  });
});
