import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteVersions, trialSubmissions } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { draftSiteAction } from '@/lib/sites/document/actions';
import { siteDocumentSchema, type SiteDocument } from '@/lib/sites/document/document';
import { generateSiteDraft } from '@/lib/sites/document/generate-draft';
import { templateDocument } from '@/lib/sites/document/template';
import { toSubmissionDetails } from '@/lib/submissions/details';
import { createAdminActor, signInAsNewUser } from '../helpers/auth';
import { withFakeOpenAI } from '../helpers/fake-openai';

const fake = withFakeOpenAI({ slowMs: 3_000, timeoutMs: 1_000 });

async function submission(values: Partial<typeof trialSubmissions.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(trialSubmissions)
    .values({
      businessName: 'Pollería El Buen Sabor',
      email: 'ventas@buensabor.pe',
      industry: 'restaurant',
      businessType: 'restaurant',
      phone: '912 345 678',
      targetLocation: 'Arequipa',
      colorPreferences: 'rojo y dorado',
      seoKeywords: 'pollo a la brasa arequipa',
      ...values,
    })
    .returning();
  return row!;
}

const versionsOf = (siteId: string) => getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(asc(siteVersions.number));

/** What a model would answer: the template for the submission with its own copy (and its own ideas about facts). */
function modelAnswer(row: typeof trialSubmissions.$inferSelect, change: (doc: SiteDocument) => void): string {
  const doc = structuredClone(templateDocument(toSubmissionDetails(row)));
  change(doc);
  return JSON.stringify(doc);
}

describe('Generate site draft with AI', () => {
  it('saves a valid structured answer as version 1, asked for with the site document schema', async () => {
    const admin = await createAdminActor();
    const row = await submission();
    const result = await generateSiteDraft(admin, row.id);
    expect(result).toMatchObject({ versionNumber: 1, source: 'ai', fallback: null });

    const [request] = fake.requests;
    const format = request!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'site_document', strict: true });
    expect(Object.keys(format.json_schema!.schema.properties as object)).toEqual(['version', 'theme', 'business', 'pages', 'english']);
    expect(request!.body.messages?.[1]?.content).toContain('pollo a la brasa arequipa');

    const [v1, ...rest] = await versionsOf(result.siteId);
    expect(rest).toHaveLength(0);
    expect(v1!.source).toBe('ai');
    const doc = siteDocumentSchema.parse(v1!.document);
    expect(doc.business.tagline).toBe('Lo mejor de Pollería El Buen Sabor en Arequipa');
    expect(doc.pages[0]!.sections[0]).toMatchObject({ type: 'hero', subheading: expect.stringContaining('Propuesta escrita para Pollería El Buen Sabor') });
  });

  it("keeps the customer's phone, WhatsApp, e-mail and checked colours whatever the model wrote", async () => {
    const admin = await createAdminActor();
    const row = await submission({ businessName: 'Taller Don Beto', industry: 'automotive', businessType: 'automotive', emailIsPublic: true });
    fake.respondNext(
      modelAnswer(row, (doc) => {
        doc.business.phone = '01 555 0000';
        doc.business.whatsapp = '51999999999';
        doc.business.email = 'inventado@example.com';
        doc.business.tagline = 'Mecánica de confianza en Arequipa';
        doc.theme = { primary: '#ffff00', accent: '#eeeeee', fonts: 'clasica' };
      }),
    );
    const { siteId } = await generateSiteDraft(admin, row.id);
    const doc = siteDocumentSchema.parse((await versionsOf(siteId))[0]!.document);
    expect(doc.business).toMatchObject({
      phone: '912 345 678',
      whatsapp: '51912345678',
      email: 'ventas@buensabor.pe',
      tagline: 'Mecánica de confianza en Arequipa',
    });
    expect(doc.theme).toEqual({ ...templateDocument(toSubmissionDetails(row)).theme, fonts: 'clasica' });
  });

  it('publishes no e-mail the customer did not make public, and does not give it to the model', async () => {
    const admin = await createAdminActor();
    const row = await submission({ businessName: 'Taller Doña Beta', industry: 'automotive', businessType: 'automotive' });
    fake.respondNext(modelAnswer(row, (doc) => (doc.business.email = 'ventas@buensabor.pe')));
    const { siteId } = await generateSiteDraft(admin, row.id);
    expect(siteDocumentSchema.parse((await versionsOf(siteId))[0]!.document).business.email).toBe('');
    expect(JSON.stringify(fake.requests.at(-1))).not.toContain('ventas@buensabor.pe');
  });

  it('retries once with the reasons when the answer does not fit, and saves the corrected one', async () => {
    const admin = await createAdminActor();
    const row = await submission({ businessName: 'Hostal Los Andes', industry: 'other', businessType: 'other' });
    fake.failNext('invalid');
    const result = await generateSiteDraft(admin, row.id);
    expect(result).toMatchObject({ source: 'ai', fallback: null });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages!;
    expect(retry.at(-1)).toMatchObject({ role: 'user', content: expect.stringContaining('was not a valid site document') });
    expect(retry.at(-1)!.content).toMatch(/- version: /);
  });

  it('falls back to the template when the answer is invalid twice, and the bad answers never reach the database', async () => {
    const admin = await createAdminActor();
    const row = await submission({ businessName: 'Bodega Santa Rosa', industry: 'retail', businessType: 'retail' });
    fake.respondNext(
      modelAnswer(row, (doc) => doc.pages[0]!.sections.push({ type: 'cta', id: 'x', heading: 'Oferta', body: '', label: 'Ver', href: 'javascript:alert(1)' })),
    );
    fake.failNext('malformed');
    const result = await generateSiteDraft(admin, row.id);
    expect(result).toMatchObject({ versionNumber: 1, source: 'template', fallback: 'invalid_answer' });
    expect(fake.requests).toHaveLength(2);

    const versions = await versionsOf(result.siteId);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.source).toBe('template');
    expect(versions[0]!.document).toEqual(templateDocument(toSubmissionDetails(row)));
    expect(JSON.stringify(versions[0]!.document)).not.toContain('javascript:');
  });

  it('uses the template at once, without a retry, when the service fails or is too slow', async () => {
    const admin = await createAdminActor();
    fake.failNext('error500');
    const down = await generateSiteDraft(admin, (await submission({ businessName: 'Agencia Colca Tours' })).id);
    expect(down).toMatchObject({ source: 'template', fallback: 'unavailable' });
    expect(fake.requests).toHaveLength(1);

    fake.failNext('slow');
    const started = Date.now();
    const slow = await generateSiteDraft(admin, (await submission({ businessName: 'Agencia Cañón Tours' })).id);
    expect(slow).toMatchObject({ source: 'template', fallback: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('answers the admin from the submission card, and refuses anyone else before calling the model', async () => {
    const row = await submission({ businessName: 'Panadería La Espiga' });
    await signInAsNewUser();
    const refused = await draftSiteAction({ submissionId: row.id });
    expect(refused.ok).toBe(false);
    expect(fake.requests).toHaveLength(0);

    await signInAsNewUser({ admin: true });
    const drafted = await draftSiteAction({ submissionId: row.id });
    expect(drafted).toMatchObject({ ok: true, data: { label: 'panaderia-la-espiga', versionNumber: 1, source: 'ai', fallback: null } });
    const again = await draftSiteAction({ submissionId: row.id });
    expect(again).toMatchObject({ ok: true, data: { label: 'panaderia-la-espiga', versionNumber: 2 } });
  });
});

describe('Generate site draft without AI configured', () => {
  it("drafts from the rubro's template and calls no model", async () => {
    const saved = { ...process.env };
    delete process.env.OPENAI_API_KEY;
    resetConfigForTests();
    try {
      const admin = await createAdminActor();
      const row = await submission({ businessName: 'Cafetería Mistura' });
      const result = await generateSiteDraft(admin, row.id);
      expect(result).toMatchObject({ versionNumber: 1, source: 'template', fallback: 'not_configured' });
      expect((await versionsOf(result.siteId))[0]!.document).toEqual(templateDocument(toSubmissionDetails(row)));
      expect(fake.requests).toHaveLength(0);
    } finally {
      Object.assign(process.env, saved);
      resetConfigForTests();
    }
  });
});
