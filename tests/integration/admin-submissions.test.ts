import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, subscriptions, trialSubmissions } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { sendProjectUpdateAction } from '@/lib/messages/admin-actions';
import { listSystemMessages } from '@/lib/messages/admin-queries';
import { deleteSubmissionAction } from '@/lib/admin/actions';
import { generateWebsitePromptAction, getWebsitePromptAction, updateSubmissionSiteUrlAction, updateSubmissionStatusAction } from '@/lib/submissions/actions';
import { listSubmissionsForAdmin } from '@/lib/admin/submissions-list';
import { submissionListQuerySchema } from '@/lib/submissions/schemas';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai/server';
import { createUser, signIn } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

const DAY = 86_400_000;

type Mail = { to: string[]; subject: string; text: string };
async function mailbox(): Promise<Mail[]> {
  const dir = process.env.MAIL_DIR ?? '';
  return Promise.all((await readdir(dir)).map(async (f) => JSON.parse(await readFile(`${dir}/${f}`, 'utf8')) as Mail));
}
let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
let mainId: string;
const adminActor = () => ({ userId: admin.id, role: 'admin' as const, email: admin.email, name: 'Admin', twoFactorEnabled: false });
const query = (input: Record<string, unknown>) => submissionListQuerySchema.parse(input);

beforeAll(async () => {
  admin = await createUser({ admin: true, name: 'Equipo Vitrina' });
  customer = await createUser({ name: 'Rosa Quispe' });
  const db = getDb();
  const [main] = await db
    .insert(trialSubmissions)
    .values({
      userId: customer.id,
      businessName: 'Cevichería La Caleta',
      businessType: 'restaurant',
      industry: 'restaurant',
      email: customer.email,
      phone: '+51 987 654 321',
      googleBusinessUrl: 'https://maps.app.goo.gl/caleta',
      mainGoal: 'no_site_build_new',
      targetAudience: 'friendly',
      preferredStyle: 'friendly',
      copyTone: 'friendly',
      colorPreferences: 'Azul marino y blanco',
      exampleWebsites: 'https://ejemplo-restaurante.pe',
      seoKeywords: 'ceviche en Chorrillos',
      targetLocation: 'Av. Huaylas 240, Lima, Perú',
      additionalInfo: 'Reservas por WhatsApp',
      createdAt: new Date(Date.now() - DAY),
    })
    .returning();
  if (!main) throw new Error('no submission');
  mainId = main.id;
  await db.insert(subscriptions).values({ userId: customer.id, status: 'trial', planType: 'trial', trialEndDate: new Date(Date.now() + 2.5 * DAY) });
  await db.insert(trialSubmissions).values(
    Array.from({ length: 45 }, (_, i) => ({
      businessName: i === 0 ? 'Ferretería 100%_Real' : `Negocio ${i}`,
      email: `dueno${i}@correo.pe`,
      status: (i % 3 === 0 ? 'completed' : 'pending') as 'completed' | 'pending',
      createdAt: new Date(Date.now() - (i + 2) * DAY),
    })),
  );
  await signIn(admin.email, admin.password);
});

describe('the submissions list', () => {
  it('pages newest first with the profile and subscription of each customer', async () => {
    const first = await listSubmissionsForAdmin(adminActor(), query({}));
    expect(first.total).toBe(46);
    expect(first.pageCount).toBe(3);
    expect(first.items).toHaveLength(20);
    const [top] = first.items;
    expect(top?.businessName).toBe('Cevichería La Caleta');
    expect(top?.profile).toMatchObject({ fullName: 'Rosa Quispe', email: customer.email });
    expect(top?.subscription).toMatchObject({ plan: 'Free Trial', status: 'trial', trialDaysRemaining: 3, nextRenewal: null });
    expect(top?.hasPrompt).toBe(false);
    const last = await listSubmissionsForAdmin(adminActor(), query({ page: '3' }));
    expect(last.items).toHaveLength(6);
    expect(last.items.at(-1)?.businessName).toBe('Negocio 44');
    // A page past the end shows the last page rather than nothing.
    expect((await listSubmissionsForAdmin(adminActor(), query({ page: '99' }))).page).toBe(3);
  });

  it('searches business names and e-mails without case, and % or _ literally', async () => {
    expect((await listSubmissionsForAdmin(adminActor(), query({ q: 'CALETA' }))).items.map((s) => s.businessName)).toEqual(['Cevichería La Caleta']);
    expect((await listSubmissionsForAdmin(adminActor(), query({ q: 'dueno7@' }))).items.map((s) => s.email)).toEqual(['dueno7@correo.pe']);
    expect((await listSubmissionsForAdmin(adminActor(), query({ q: '100%_' }))).total).toBe(1);
    expect((await listSubmissionsForAdmin(adminActor(), query({ q: '%' }))).total).toBe(1);
    expect((await listSubmissionsForAdmin(adminActor(), query({ q: 'nadie-se-llama-asi' }))).items).toEqual([]);
  });

  it('filters by status and ignores a malformed filter', async () => {
    const completed = await listSubmissionsForAdmin(adminActor(), query({ status: 'completed' }));
    expect(completed.total).toBe(15);
    expect(completed.items.every((s) => s.status === 'completed')).toBe(true);
    expect((await listSubmissionsForAdmin(adminActor(), query({ status: 'borrado', page: 'x' }))).total).toBe(46);
  });
});

describe('editing a submission', () => {
  it('sets any status directly and refuses an unknown one', async () => {
    expect(await updateSubmissionStatusAction({ submissionId: mainId, status: 'in_progress' })).toEqual({ ok: true, data: undefined });
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, mainId));
    expect(row?.status).toBe('in_progress');
    expect(await updateSubmissionStatusAction({ submissionId: mainId, status: 'hecho' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await updateSubmissionStatusAction({ submissionId: crypto.randomUUID(), status: 'completed' })).toMatchObject({
      ok: false,
      error: 'submission not found',
    });
    expect(requestContext.revalidated).toContain('/admin');
  });

  it('stores http(s) published and preview URLs and refuses any other scheme', async () => {
    expect((await updateSubmissionSiteUrlAction({ submissionId: mainId, field: 'published', url: ' https://lacaleta.pe ' })).ok).toBe(true);
    expect((await updateSubmissionSiteUrlAction({ submissionId: mainId, field: 'preview', url: 'http://preview.vitrina.pe/caleta' })).ok).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'ftp://x.pe', 'lacaleta.pe', '']) {
      const result = await updateSubmissionSiteUrlAction({ submissionId: mainId, field: 'published', url });
      expect(result, url).toMatchObject({ ok: false, code: 'invalid' });
    }
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, mainId));
    expect(row).toMatchObject({ publishedUrl: 'https://lacaleta.pe', previewUrl: 'http://preview.vitrina.pe/caleta' });
  });

  it('e-mails the customer a new preview link once, as the dashboard promises (issue 12, item 11)', async () => {
    const previewMails = async () => (await mailbox()).filter((m) => m.to.includes(customer.email) && m.subject === 'Tu vista previa está lista');
    const before = (await previewMails()).length;
    expect((await updateSubmissionSiteUrlAction({ submissionId: mainId, field: 'preview', url: 'https://preview.vitrina.pe/caleta-v2' })).ok).toBe(true);
    const mails = await previewMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('Hola Rosa Quispe:');
    expect(mails.at(-1)?.text).toContain('La vista previa del sitio de Cevichería La Caleta está lista.');
    // Straight to the dashboard's site page, where the preview is reviewed.
    expect(mails.at(-1)?.text).toContain('/dashboard/sitio');
    // The same link saved again, or a published URL, sends nothing more.
    expect((await updateSubmissionSiteUrlAction({ submissionId: mainId, field: 'preview', url: 'https://preview.vitrina.pe/caleta-v2' })).ok).toBe(true);
    expect((await updateSubmissionSiteUrlAction({ submissionId: mainId, field: 'published', url: 'https://lacaleta.pe' })).ok).toBe(true);
    expect(await previewMails()).toHaveLength(before + 1);
    expect(await updateSubmissionSiteUrlAction({ submissionId: crypto.randomUUID(), field: 'preview', url: 'https://x.pe' })).toMatchObject({
      ok: false,
      error: 'submission not found',
    });
  });

  it("sends a 'Project Update' to the submission's own customer and e-mails them", async () => {
    const result = await sendProjectUpdateAction({ submissionId: mainId, message: '  Tu vista previa está lista.  ' });
    expect(result.ok).toBe(true);
    const [row] = await getDb().select().from(messages).where(eq(messages.submissionId, mainId));
    expect(row).toMatchObject({ senderId: admin.id, recipientId: customer.id, subject: 'Project Update', message: 'Tu vista previa está lista.' });
    const mailDir = process.env.MAIL_DIR ?? '';
    const mails = await Promise.all((await readdir(mailDir)).map(async (f) => JSON.parse(await readFile(`${mailDir}/${f}`, 'utf8'))));
    expect(mails.some((m) => m.to.includes(customer.email) && m.text.includes('Tu vista previa está lista.'))).toBe(true);
    // Its button opens the dashboard's messages page, where the message is.
    expect(mails.find((m) => m.to.includes(customer.email) && m.text.includes('Tu vista previa está lista.'))?.text).toContain('/dashboard/mensajes');
    expect(await sendProjectUpdateAction({ submissionId: mainId, message: '   ' })).toMatchObject({ ok: false, code: 'invalid' });
    // Submissions without an account (e.g. imported) have nobody to write to.
    const [orphan] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.email, 'dueno1@correo.pe'));
    expect(await sendProjectUpdateAction({ submissionId: orphan?.id ?? '', message: 'Hola' })).toMatchObject({ ok: false });
  });

  it("lists customers' messages to the team, not the admin's own updates", async () => {
    await getDb()
      .insert(messages)
      .values({ senderId: customer.id, recipientId: null, submissionId: mainId, subject: null, message: '¿Pueden cambiar el color?' });
    const list = await listSystemMessages(adminActor());
    expect(list.map((m) => m.message)).toEqual(['¿Pueden cambiar el color?']);
    expect(list[0]).toMatchObject({ subject: null, read: false, sender: { name: 'Rosa Quispe', email: customer.email }, businessName: 'Cevichería La Caleta' });
  });
});

describe('the website prompt', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ slowMs: 3_000, timeoutMs: 1_000 });
  });
  afterAll(async () => {
    for (const key of Object.keys(fake.env)) delete process.env[key];
    resetConfigForTests();
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  it('without AI, is the template built from every field and what to build', async () => {
    const result = await generateWebsitePromptAction({ submissionId: mainId });
    if (!result.ok) throw new Error(result.error);
    const { prompt } = result.data;
    for (const text of [
      'Cevichería La Caleta',
      'Restaurante',
      'Av. Huaylas 240, Lima, Perú',
      '+51 987 654 321',
      'https://maps.app.goo.gl/caleta',
      'No tengo sitio, quiero uno nuevo',
      'Cercano y amigable',
      'Azul marino y blanco',
      'https://ejemplo-restaurante.pe',
      'ceviche en Chorrillos',
      'Reservas por WhatsApp',
      'up to 5 pages',
      'Spanish',
      'Mobile-first',
      'contact form',
    ]) {
      expect(prompt, text).toContain(text);
    }
    // The customer's price varies with the launch ladder: the brief names the plan's scope only.
    expect(prompt).not.toMatch(/per month|S\/ 25/);
    const stored = await getWebsitePromptAction({ submissionId: mainId });
    expect(stored).toEqual({ ok: true, data: { prompt } });
    expect((await listSubmissionsForAdmin(adminActor(), query({ q: 'Caleta' }))).items[0]?.hasPrompt).toBe(true);
  });

  it('with AI, adds the model plan; when the model fails the old prompt stays', async () => {
    Object.assign(process.env, fake.env);
    resetConfigForTests();
    const result = await generateWebsitePromptAction({ submissionId: mainId });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.prompt).toContain('## Design plan (AI-assisted)');
    expect(result.data.prompt).toContain('Estructura sugerida para Cevichería La Caleta');
    expect(fake.requests[0]?.body.messages?.[1]?.content).toContain('Business name: Cevichería La Caleta');

    for (const failure of ['error500', 'slow'] as const) {
      fake.failNext(failure);
      const failed = await generateWebsitePromptAction({ submissionId: mainId });
      expect(failed).toMatchObject({ ok: false });
      if (!failed.ok) expect(failed.error).toMatch(failure === 'slow' ? /did not answer/ : /unavailable/);
    }
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, mainId));
    expect(row?.generatedPrompt).toBe(result.data.prompt);
  });
});

describe('deleting a submission', () => {
  it('removes it and keeps its messages unlinked', async () => {
    expect(await deleteSubmissionAction({ submissionId: mainId })).toEqual({ ok: true, data: undefined });
    expect(await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, mainId))).toEqual([]);
    const kept = await getDb().select().from(messages);
    expect(kept.length).toBe(2);
    expect(kept.every((m) => m.submissionId === null)).toBe(true);
    expect(await deleteSubmissionAction({ submissionId: mainId })).toMatchObject({ ok: false, error: 'submission not found' });
  });
});

describe("a submission card's conversation (issue 12, item 2)", () => {
  it('shows both directions with that customer, oldest first, with read state, and nobody else’s messages', async () => {
    const db = getDb();
    const client = await createUser({ name: 'Marta Llanos' });
    const other = await createUser({ name: 'Otro Cliente' });
    const [submission] = await db
      .insert(trialSubmissions)
      .values({ userId: client.id, businessName: 'Panadería Llanos', email: client.email })
      .returning({ id: trialSubmissions.id });
    const submissionId = submission?.id ?? '';
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 15, minutes));
    await db.insert(messages).values([
      { senderId: client.id, recipientId: null, submissionId, subject: 'Mensaje del cliente', message: '¿Cuándo estará lista?', read: true, createdAt: at(0) },
      { senderId: other.id, recipientId: null, submissionId: null, subject: 'Mensaje del cliente', message: 'Mensaje de otra persona', createdAt: at(1) },
      { senderId: admin.id, recipientId: other.id, submissionId: null, subject: 'Project Update', message: 'Para otra persona', createdAt: at(2) },
      { senderId: client.id, recipientId: admin.id, submissionId: null, subject: null, message: 'Escrito a un administrador', createdAt: at(3) },
    ]);
    // Sent through the real action, after the rows above: the newest message.
    expect((await sendProjectUpdateAction({ submissionId, message: 'Estará lista el viernes.' })).ok).toBe(true);
    expect(requestContext.revalidated).toContain('/admin');

    const [card] = (await listSubmissionsForAdmin(adminActor(), query({ q: 'Panadería Llanos' }))).items;
    expect(card?.conversation.map((m) => [m.fromCustomer, m.message, m.read])).toEqual([
      [true, '¿Cuándo estará lista?', true],
      [true, 'Escrito a un administrador', false],
      [false, 'Estará lista el viernes.', false],
    ]);
    expect(card?.conversation.at(-1)).toMatchObject({ subject: 'Project Update', teamMember: 'Equipo Vitrina' });

    // The Messages tab keeps the spec's system messages: what customers wrote, not the team's updates.
    const system = (await listSystemMessages(adminActor())).map((m) => m.message);
    expect(system).toContain('¿Cuándo estará lista?');
    expect(system).not.toContain('Estará lista el viernes.');
  });

  it('is empty for a submission without an account', async () => {
    const [card] = (await listSubmissionsForAdmin(adminActor(), query({ q: 'dueno3@' }))).items;
    expect(card?.conversation).toEqual([]);
  });
});
