import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteVersions, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { draftSite, saveSiteVersion } from '@/lib/sites/publish/versions';
import { createAdminActor } from '../helpers/auth';

/** The data step of the migration that made the sign-up e-mail private (its number changes on merge, its name does not). */
async function privateEmailStep(): Promise<string> {
  const dir = path.resolve('db/migrations');
  const file = (await readdir(dir)).find((name) => name.endsWith('_sites_public_email_hours.sql'))!;
  const statements = (await readFile(path.join(dir, file), 'utf8')).split('--> statement-breakpoint');
  return statements.find((statement) => statement.includes('UPDATE "site_versions"'))!;
}

describe('sites drafted before customers were asked about their e-mail', () => {
  it('lose the sign-up e-mail on every stored version, and keep any other address the team wrote', async () => {
    const admin = await createAdminActor();
    const [mine] = await getDb()
      .insert(trialSubmissions)
      .values({ businessName: 'Bodega Antigua', email: 'dueno.personal@gmail.com', businessType: 'retail', targetLocation: 'Cusco, Perú' })
      .returning();
    const [other] = await getDb()
      .insert(trialSubmissions)
      .values({ businessName: 'Bodega Nueva', email: 'otra.persona@gmail.com', businessType: 'retail', targetLocation: 'Cusco, Perú' })
      .returning();
    const { siteId } = await draftSite(admin, mine!.id);
    const { siteId: otherId } = await draftSite(admin, other!.id);
    const [v1] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    // What drafts used to hold: the sign-up e-mail, in the case it was typed.
    const old = siteDocumentSchema.parse(v1!.document);
    await getDb()
      .update(siteVersions)
      .set({ document: { ...old, business: { ...old.business, email: 'Dueno.Personal@gmail.com' } } })
      .where(eq(siteVersions.id, v1!.id));
    await saveSiteVersion(admin, siteId, { ...old, business: { ...old.business, email: 'dueno.personal@gmail.com' } });
    await saveSiteVersion(admin, otherId, { ...old, business: { ...old.business, name: 'Bodega Nueva', email: 'ventas@bodeganueva.pe' } });

    await getDb().execute(sql.raw(await privateEmailStep()));

    const emails = async (id: string) =>
      (await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, id))).map((v) => siteDocumentSchema.parse(v.document).business.email);
    expect(await emails(siteId)).toEqual(['', '']);
    expect((await emails(otherId)).sort()).toEqual(['', 'ventas@bodeganueva.pe']);
  });
});
