import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sites, siteSketches, siteVersions, trialSubmissions, user } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { startTrialAction } from '@/lib/signup/actions';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { draftSite } from '@/lib/sites/publish/versions';
import { ownSketchResponse } from '@/lib/sites/serve/serve-site';
import { makeFirstSketch, sweepFirstSketches } from '@/lib/sites/sketch/first-sketch';
import '@/lib/sites/jobs';
import { createAdminActor, signOut } from '../helpers/auth';
import { withFakeOpenAI } from '../helpers/fake-openai';
import { requestContext } from '../helpers/request-context';

/** What the sign-up leaves for after its answer (Next's `after`), run by the test when it chooses. */
const afterResponse = vi.hoisted(() => [] as (() => Promise<void>)[]);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<void>) => afterResponse.push(task),
}));

const fake = withFakeOpenAI({ slowMs: 3_000, timeoutMs: 1_000 });

let counter = 0;
beforeEach(() => {
  signOut();
  afterResponse.length = 0;
  counter += 1;
  requestContext.clientIp = `198.51.100.${counter}`;
});

function trialForm(overrides: Record<string, string> = {}) {
  return {
    fullName: 'Rosa Quispe',
    email: `boceto${counter}-${Math.random().toString(36).slice(2, 7)}@example.pe`,
    password: 'clave-segura-123',
    phone: '+51 987 654 321',
    businessName: 'Cevichería La Caleta',
    city: 'Lima',
    country: 'Perú',
    industry: 'restaurant',
    sitePreference: 'no_site_build_new',
    targetKeywords: 'ceviche en Chorrillos',
    acceptTerms: 'on',
    ...overrides,
  };
}

/** Signs up through the trial form's action; answers the customer (signed in) and their project. */
async function signUp(overrides: Record<string, string> = {}) {
  const form = trialForm(overrides);
  expect(await startTrialAction(form)).toEqual({ ok: true, data: { outcome: 'created' } });
  const [submission] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.email, form.email));
  // The customer as the dashboard's operations see them once signed in.
  const actor: Actor = { userId: submission!.userId!, role: 'customer', email: form.email, name: form.fullName, twoFactorEnabled: false };
  return { actor, submissionId: submission!.id };
}

const sketchOf = async (submissionId: string) => (await getDb().select().from(siteSketches).where(eq(siteSketches.submissionId, submissionId)))[0];
const versionsOfSubmission = (submissionId: string) =>
  getDb()
    .select({ number: siteVersions.number, source: siteVersions.source, createdBy: siteVersions.createdBy, document: siteVersions.document })
    .from(siteVersions)
    .innerJoin(sites, eq(sites.id, siteVersions.siteId))
    .where(eq(sites.submissionId, submissionId));

describe('Tu primer boceto (issue 27, item 1)', () => {
  it('the trial form asks for a sketch, made after the answer: the AI draft becomes the site’s version 1, shown to the customer only', async () => {
    const { actor, submissionId } = await signUp();
    // The form's answer does not wait for it: the sketch is being made.
    expect(await sketchOf(submissionId)).toMatchObject({ status: 'making', attempts: 0 });
    expect((await getCustomerDashboard(actor)).project?.firstSketch).toMatchObject({ state: 'making' });

    expect(afterResponse).toHaveLength(1);
    await afterResponse[0]!();
    expect(fake.requests).toHaveLength(1);
    expect(await sketchOf(submissionId)).toMatchObject({ status: 'ready', source: 'ai', attempts: 1 });
    const versions = await versionsOfSubmission(submissionId);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ number: 1, source: 'ai', createdBy: null });

    const dashboard = await getCustomerDashboard(actor);
    expect(dashboard.project?.firstSketch).toEqual({ state: 'ready', source: 'ai', embedPath: '/vista-previa/boceto' });
    // The sketch is no preview: the project still says the team is building.
    expect(dashboard.project?.stage).toBe('building');
    expect(dashboard.project?.previewUrl).toBeNull();

    const page = await ownSketchResponse(actor, undefined);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('Cevichería La Caleta');

    // Another customer signed in sees no sketch of theirs, and never this one.
    const other = await signUp({ businessName: 'Otra Tienda' });
    expect((await ownSketchResponse(other.actor, undefined)).status).toBe(404);
  });

  it('uses the template when the AI fails, and says why to the team', async () => {
    const { submissionId } = await signUp({ businessName: 'Hostal Los Andes', industry: 'other' });
    fake.failNext('error500', 2);
    expect(await makeFirstSketch(submissionId)).toBe(true);
    expect(await sketchOf(submissionId)).toMatchObject({ status: 'ready', source: 'template', fallbackReason: 'unavailable' });
    const [v1] = await versionsOfSubmission(submissionId);
    expect(siteDocumentSchema.parse(v1!.document).business.name).toBe('Hostal Los Andes');
  });

  it('is made once when two instances start it at the same time', async () => {
    const { submissionId } = await signUp();
    const results = await Promise.all([makeFirstSketch(submissionId), makeFirstSketch(submissionId), sweepFirstSketches(new Date(Date.now() + 60_000))]);
    expect(results.slice(0, 2).filter((made) => made === true)).toHaveLength(1);
    // Whoever made it, it was claimed once and stored once.
    expect(await sketchOf(submissionId)).toMatchObject({ status: 'ready', attempts: 1 });
    expect(await versionsOfSubmission(submissionId)).toHaveLength(1);
  });

  it('is picked up by the sweep when the sign-up’s instance never started it, or stopped while making it', async () => {
    const first = await signUp({ businessName: 'Bodega Don Lucho' });
    // Just signed up: the sign-up's own instance is given its head start.
    expect(await sweepFirstSketches()).toEqual({ made: 0 });
    expect(await sweepFirstSketches(new Date(Date.now() + 15_000))).toEqual({ made: 1 });
    expect(await sketchOf(first.submissionId)).toMatchObject({ status: 'ready' });

    const second = await signUp({ businessName: 'Panadería San Juan' });
    // An instance claimed it and stopped: a minute later it is still its own, after two minutes anyone's.
    await getDb().update(siteSketches).set({ claimedAt: new Date(), attempts: 1 }).where(eq(siteSketches.submissionId, second.submissionId));
    expect(await sweepFirstSketches(new Date(Date.now() + 60_000))).toEqual({ made: 0 });
    expect(await sweepFirstSketches(new Date(Date.now() + 3 * 60_000))).toEqual({ made: 1 });
    expect(await sketchOf(second.submissionId)).toMatchObject({ status: 'ready', attempts: 2 });
  });

  it('gives up after three attempts: the customer is told the team goes on', async () => {
    const { actor, submissionId } = await signUp();
    await getDb()
      .update(siteSketches)
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000), attempts: 3 })
      .where(eq(siteSketches.submissionId, submissionId));
    expect(await sweepFirstSketches()).toEqual({ made: 0 });
    expect(await sketchOf(submissionId)).toMatchObject({ status: 'failed' });
    expect((await getCustomerDashboard(actor)).project?.firstSketch).toMatchObject({ state: 'failed' });
    expect(await versionsOfSubmission(submissionId)).toHaveLength(0);
  });

  it('adds nothing when the team drafted the site first: their draft stays version 1', async () => {
    const { submissionId } = await signUp();
    const admin = await createAdminActor();
    await draftSite(admin, submissionId);
    expect(await makeFirstSketch(submissionId)).toBe(true);
    const versions = await versionsOfSubmission(submissionId);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.createdBy).toBe(admin.userId);
  });

  it('is not made for a quote request (a custom project)', async () => {
    const { actor, submissionId } = await signUp({ quoteRequest: 'on' });
    expect(await sketchOf(submissionId)).toBeUndefined();
    expect(afterResponse).toHaveLength(0);
    expect((await getCustomerDashboard(actor)).project?.firstSketch).toBeNull();
  });

  it('leaves the dashboard once the team sends the preview', async () => {
    const { actor, submissionId } = await signUp();
    await makeFirstSketch(submissionId);
    await getDb().update(trialSubmissions).set({ previewUrl: 'https://example.pe/vista' }).where(eq(trialSubmissions.id, submissionId));
    expect((await getCustomerDashboard(actor)).project?.firstSketch).toBeNull();
    // The account is still there: only the block changed.
    expect(await getDb().select().from(user).where(eq(user.id, actor.userId))).toHaveLength(1);
  });
});
