import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteLeads, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/server/register-all';
import { deleteAllSiteLeadsAction, deleteSiteLeadAction } from '@/lib/sites/traffic/actions';
import { deleteAllOwnSiteLeads, deleteOwnSiteLead, listOwnSiteLeads, markSiteLeadRead, ownSiteLeadsCsv } from '@/lib/sites/traffic/leads';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { sendSiteContact, SITE_CONTACT_LIMIT } from '@/lib/sites/traffic/site-contact';
import { createAdminActor, createUser, signInAsNewUser } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';

async function ownerWithLiveSite(businessName: string) {
  const owner = await createUser();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({ userId: owner.id, businessName, email: owner.email, industry: 'restaurant', businessType: 'restaurant' })
    .returning();
  const admin = await createAdminActor();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await publishSite(admin, siteId);
  const actor: Actor = { userId: owner.id, role: 'customer', email: owner.email, name: 'Dueño', twoFactorEnabled: false };
  return { owner, actor, siteId, label };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

let ip = 0;
const nextIp = () => `203.0.113.${(ip += 1)}`;

describe('leads from a live site', () => {
  it('stores the message for the owner, e-mails them, and lists it unread until they read it', async () => {
    const { owner, actor, siteId, label } = await ownerWithLiveSite('Chifa Dragón');
    const sent = await sendSiteContact(
      label,
      form({ name: 'Lucía', phone: '+51 987 111 222', message: '¿Tienen mesa para 8 el viernes?', page: '/contacto' }),
      nextIp(),
    );
    expect(sent).toEqual({ ok: true });

    const [lead] = await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId));
    expect(lead).toMatchObject({ name: 'Lucía', email: null, phone: '+51 987 111 222', page: '/contacto', readAt: null });
    const mail = (await mailTo(owner.email)).at(-1)!;
    expect(mail.subject).toBe('Nuevo mensaje desde tu web: Lucía');
    expect(mail.text).toContain('¿Tienen mesa para 8 el viernes?');

    const listed = await listOwnSiteLeads(actor);
    expect(listed).toMatchObject({ unread: 1, leads: [{ id: lead!.id, isUnread: true, message: '¿Tienen mesa para 8 el viernes?' }] });
    await markSiteLeadRead(actor, lead!.id);
    expect(await listOwnSiteLeads(actor)).toMatchObject({ unread: 0, leads: [{ isUnread: false }] });
  });

  it("asks for an e-mail or a phone, refuses bad input in Spanish, and a bot's message stores nothing", async () => {
    const { siteId, label } = await ownerWithLiveSite('Pollería Sur');
    expect(await sendSiteContact(label, form({ name: 'Ana', message: 'Quiero hacer un pedido grande' }), nextIp())).toMatchObject({
      ok: false,
      status: 400,
      message: 'Déjanos tu email o tu teléfono para responderte.',
    });
    expect(await sendSiteContact(label, form({ name: 'Ana', email: 'no-es-correo', message: 'Quiero hacer un pedido grande' }), nextIp())).toMatchObject({
      ok: false,
      message: 'Email inválido',
    });
    expect(
      await sendSiteContact(
        label,
        form({ name: 'Bot', email: 'bot@example.com', message: 'Compre seguidores baratos ya', website: 'http://spam.example' }),
        nextIp(),
      ),
    ).toEqual({ ok: true });
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);
  });

  it('refuses a flood from one address with a Spanish message, storing nothing more', async () => {
    const { siteId, label } = await ownerWithLiveSite('Cevichería Norte');
    const flooder = nextIp();
    for (let i = 0; i < SITE_CONTACT_LIMIT.max; i += 1) {
      expect(
        (await sendSiteContact(label, form({ name: 'Carlos', email: 'carlos@example.pe', message: `Consulta número ${i} sobre la carta` }), flooder)).ok,
      ).toBe(true);
    }
    const refused = await sendSiteContact(label, form({ name: 'Carlos', email: 'carlos@example.pe', message: 'Una consulta más sobre la carta' }), flooder);
    expect(refused).toMatchObject({ ok: false, status: 429, message: expect.stringContaining('Espera un momento') });
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toHaveLength(SITE_CONTACT_LIMIT.max);
  });

  it('keeps each owner to their own leads, and exports them as CSV safe for spreadsheets', async () => {
    const mine = await ownerWithLiveSite('Juguería Sol');
    const theirs = await ownerWithLiveSite('Juguería Luna');
    await sendSiteContact(mine.label, form({ name: '=HYPERLINK("http://evil")', email: 'x@example.pe', message: 'Quiero un jugo grande por favor' }), nextIp());
    await sendSiteContact(theirs.label, form({ name: 'Otra persona', email: 'o@example.pe', message: 'Mensaje para la otra juguería' }), nextIp());
    const [theirLead] = await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, theirs.siteId));

    await expect(markSiteLeadRead(mine.actor, theirLead!.id)).rejects.toMatchObject({ reason: 'forbidden' });
    expect((await listOwnSiteLeads(mine.actor))?.leads.map((l) => l.message)).toEqual(['Quiero un jugo grande por favor']);
    const csv = await ownSiteLeadsCsv(mine.actor);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(csv).not.toContain('Mensaje para la otra juguería');
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"Fecha","Nombre","Email","Teléfono","Mensaje","Página","Leído"');
  });

  it("lets the owner delete one message or all of them, and no one else's", async () => {
    const mine = await ownerWithLiveSite('Anticuchería Tía Grimanesa');
    const theirs = await ownerWithLiveSite('Anticuchería Don Lucho');
    for (const name of ['Rosa', 'Pedro', 'Elena'])
      await sendSiteContact(mine.label, form({ name, email: 'cliente@example.pe', message: `Hola, soy ${name} y quiero reservar` }), nextIp());
    await sendSiteContact(theirs.label, form({ name: 'Vecino', email: 'v@example.pe', message: 'Mensaje para la otra anticuchería' }), nextIp());
    const [theirLead] = await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, theirs.siteId));
    const rosa = (await listOwnSiteLeads(mine.actor))!.leads.find((lead) => lead.name === 'Rosa')!;

    await deleteOwnSiteLead(mine.actor, rosa.id);
    expect((await listOwnSiteLeads(mine.actor))?.leads.map((lead) => lead.name).sort()).toEqual(['Elena', 'Pedro']);
    await expect(deleteOwnSiteLead(mine.actor, theirLead!.id)).rejects.toMatchObject({ reason: 'forbidden' });
    expect(await deleteAllOwnSiteLeads(mine.actor)).toEqual({ deleted: 2 });
    expect(await listOwnSiteLeads(mine.actor)).toMatchObject({ unread: 0, leads: [] });
    // The neighbour's message is untouched by either.
    expect((await listOwnSiteLeads(theirs.actor))?.leads.map((lead) => lead.name)).toEqual(['Vecino']);
  });

  it('deletes from the dashboard through guarded actions: a stranger reaches nothing, bad input gets a Spanish error', async () => {
    const { siteId, label } = await ownerWithLiveSite('Sanguchería La Lucha');
    await sendSiteContact(label, form({ name: 'Marco', email: 'marco@example.pe', message: 'Quiero pedir para una oficina' }), nextIp());
    const [lead] = await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId));
    await signInAsNewUser();
    expect(await deleteSiteLeadAction({ leadId: lead!.id })).toMatchObject({ ok: false });
    expect(await deleteAllSiteLeadsAction({})).toMatchObject({ ok: true, data: { deleted: 0 } });
    expect(await deleteSiteLeadAction({ leadId: 'no-es-un-id' })).toMatchObject({ ok: false, fieldErrors: { leadId: ['Mensaje no encontrado'] } });
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toHaveLength(1);
  });

  it("keeps messages no longer than every site's privacy page says: the daily run deletes older ones", async () => {
    const { actor, siteId, label } = await ownerWithLiveSite('Cafetería Paz');
    const legal = await (await liveSiteResponse(label, ['legal'])).text();
    expect(legal).toContain('Cafetería Paz guarda los mensajes que envías por el formulario de contacto durante 12 meses; después se borran solos.');

    const now = new Date('2027-03-15T14:00:00Z');
    await getDb()
      .insert(siteLeads)
      .values([
        {
          siteId,
          name: 'Antigua',
          email: 'a@example.pe',
          message: 'Un mensaje de hace más de un año',
          page: '/contacto',
          createdAt: new Date('2026-03-14T14:00:00Z'),
        },
        {
          siteId,
          name: 'Reciente',
          email: 'r@example.pe',
          message: 'Un mensaje de hace once meses',
          page: '/contacto',
          createdAt: new Date('2026-04-15T14:00:00Z'),
        },
      ]);
    const run = await runDailyTasks(now);
    expect(run.results['site-lead-retention']).toEqual({ deleted: 1 });
    expect((await listOwnSiteLeads(actor))?.leads.map((lead) => lead.name)).toEqual(['Reciente']);
  });
});
