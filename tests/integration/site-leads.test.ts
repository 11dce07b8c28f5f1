import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteLeads, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listOwnSiteLeads, markSiteLeadRead, ownSiteLeadsCsv } from '@/lib/sites/leads';
import { draftSite, publishSite } from '@/lib/sites/manage-site';
import { sendSiteContact, SITE_CONTACT_LIMIT } from '@/lib/sites/site-contact';
import { createAdminActor, createUser } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';

async function ownerWithLiveSite(businessName: string) {
  const owner = await createUser();
  const [submission] = await getDb().insert(trialSubmissions).values({ userId: owner.id, businessName, email: owner.email, industry: 'restaurant', businessType: 'restaurant' }).returning();
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
    const sent = await sendSiteContact(label, form({ name: 'Lucía', phone: '+51 987 111 222', message: '¿Tienen mesa para 8 el viernes?', page: '/contacto' }), nextIp());
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

  it('asks for an e-mail or a phone, refuses bad input in Spanish, and a bot\'s message stores nothing', async () => {
    const { siteId, label } = await ownerWithLiveSite('Pollería Sur');
    expect(await sendSiteContact(label, form({ name: 'Ana', message: 'Quiero hacer un pedido grande' }), nextIp())).toMatchObject({ ok: false, status: 400, message: 'Déjanos tu email o tu teléfono para responderte.' });
    expect(await sendSiteContact(label, form({ name: 'Ana', email: 'no-es-correo', message: 'Quiero hacer un pedido grande' }), nextIp())).toMatchObject({ ok: false, message: 'Email inválido' });
    expect(await sendSiteContact(label, form({ name: 'Bot', email: 'bot@example.com', message: 'Compre seguidores baratos ya', website: 'http://spam.example' }), nextIp())).toEqual({ ok: true });
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);
  });

  it('refuses a flood from one address with a Spanish message, storing nothing more', async () => {
    const { siteId, label } = await ownerWithLiveSite('Cevichería Norte');
    const flooder = nextIp();
    for (let i = 0; i < SITE_CONTACT_LIMIT.max; i += 1) {
      expect((await sendSiteContact(label, form({ name: 'Carlos', email: 'carlos@example.pe', message: `Consulta número ${i} sobre la carta` }), flooder)).ok).toBe(true);
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
});
