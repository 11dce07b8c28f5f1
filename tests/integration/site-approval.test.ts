import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { approveSiteAction } from '@/lib/sites/publish/actions';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { draftSite, saveSiteVersion } from '@/lib/sites/publish/versions';
import { getPreviewSite, sendSitePreview } from '@/lib/sites/publish/preview';
import { createAdminActor, signInAsNewUser } from '../helpers/auth';

const siteRow = async (siteId: string) => (await getDb().select().from(sites).where(eq(sites.id, siteId)))[0]!;

/** Issue 24, item 16: 'Aprobar y activar' approves the site in review, exactly as its preview shows it. */
describe("'Aprobar y activar'", () => {
  it('refuses a draft the team never sent, and approves the version the preview shows, not a later edit', async () => {
    const admin = await createAdminActor();
    const customer = await signInAsNewUser();
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({ userId: customer.id, businessName: 'Heladería Polar', email: customer.email })
      .returning();
    const { siteId } = await draftSite(admin, submission!.id);

    // A draft nobody sent for review: nothing to approve, and the customer is told so.
    expect(await approveSiteAction({})).toMatchObject({
      ok: false,
      error: 'Todavía no hay una vista previa para aprobar: te avisaremos por correo cuando esté lista.',
    });
    expect((await siteRow(siteId)).approvedVersionId).toBeNull();

    const { url } = await sendSitePreview(admin, siteId);
    const token = url.split('/vista-previa/')[1]!;
    const [sent] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));

    // The team edits after sending: the customer's preview still shows what was sent...
    const edited = siteDocumentSchema.parse(sent!.document);
    edited.business.tagline = 'Un cambio que el cliente no vio';
    await saveSiteVersion(admin, siteId, edited);
    expect((await getPreviewSite(token))?.document.business.tagline).not.toBe('Un cambio que el cliente no vio');

    // ...and that is what the approval records.
    expect(await approveSiteAction({})).toEqual({ ok: true, data: { approved: true } });
    expect((await siteRow(siteId)).approvedVersionId).toBe(sent!.id);

    // Sending the edit shows it and asks for a new approval: the earlier one was of another version.
    await sendSitePreview(admin, siteId);
    expect((await getPreviewSite(token))?.document.business.tagline).toBe('Un cambio que el cliente no vio');
    expect((await siteRow(siteId)).approvedVersionId).toBeNull();
    expect(await approveSiteAction({})).toEqual({ ok: true, data: { approved: true } });
    const [newest] = await getDb()
      .select()
      .from(siteVersions)
      .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.number, 2)));
    expect((await siteRow(siteId)).approvedVersionId).toBe(newest!.id);
  });
});
