import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as autoPublishCron } from '@/app/api/cron/auto-publish/route';
import { autoPublishRuns, blogArticles, blogKeywordsQueue } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { ArticleGenerator } from '@/lib/blog/auto-publish';
import { ALREADY_RAN_THIS_WEEK, runScheduledAutoPublish } from '@/lib/blog/auto-publish-schedule';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { requestContext } from '../helpers/request-context';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai/server';

const db = () => getDb();
const SECRET = 'cron-secret-for-tests-0123456789';

// Monday 23 November 2026, 09:00 in Lima (UTC−5), and moments around it.
const MONDAY_9AM = new Date('2026-11-23T14:00:00Z');
const SAME_WEEK_FRIDAY = new Date('2026-11-27T20:00:00Z');
const SUNDAY_NIGHT_LIMA = new Date('2026-11-30T04:30:00Z'); // Sunday 29th, 23:30 in Lima
const NEXT_MONDAY = new Date('2026-11-30T14:00:00Z');

async function queue(...keywords: string[]) {
  const start = Date.now() - 60 * 60_000;
  await db()
    .insert(blogKeywordsQueue)
    .values(keywords.map((keyword, i) => ({ keyword, createdAt: new Date(start + i * 60_000) })));
}

const generate: ArticleGenerator = async ({ sourceValue }) => ({
  title: `Guía: ${sourceValue}`,
  content: `<p>${sourceValue} para negocios del Perú.</p>`,
  excerpt: 'Resumen',
  suggestedKeywords: [],
});

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
}

beforeEach(async () => {
  await db().delete(autoPublishRuns);
  await db().delete(blogKeywordsQueue);
  await db().delete(blogArticles);
});

afterEach(() => setEnv({ AUTO_PUBLISH_MODE: undefined }));

describe('the weekly scheduled run', () => {
  it('publishes one article per ISO week in Lima, however often it is called', async () => {
    await queue('uno', 'dos', 'tres');
    const first = await runScheduledAutoPublish(MONDAY_9AM, { generate });
    expect(first).toMatchObject({ ran: true, week: '2026-W48', result: { success: true } });

    await expect(runScheduledAutoPublish(SAME_WEEK_FRIDAY, { generate })).resolves.toEqual({
      ran: false,
      week: '2026-W48',
      message: ALREADY_RAN_THIS_WEEK,
    });
    await expect(runScheduledAutoPublish(SUNDAY_NIGHT_LIMA, { generate })).resolves.toMatchObject({ ran: false, week: '2026-W48' });
    expect(await db().select().from(blogArticles)).toHaveLength(1);

    await expect(runScheduledAutoPublish(NEXT_MONDAY, { generate })).resolves.toMatchObject({ ran: true, week: '2026-W49' });
    expect(await db().select().from(blogArticles)).toHaveLength(2);
  });

  it('two instances firing at the same moment publish once', async () => {
    await queue('uno', 'dos');
    const runs = await Promise.all([runScheduledAutoPublish(MONDAY_9AM, { generate }), runScheduledAutoPublish(MONDAY_9AM, { generate })]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(await db().select().from(blogArticles)).toHaveLength(1);
  });

  it('tries again the same week after a failure or an empty queue, and records the outcome', async () => {
    const failing: ArticleGenerator = async () => {
      throw new UserFacingError('el servicio de IA no está disponible en este momento');
    };
    await expect(runScheduledAutoPublish(MONDAY_9AM, { generate })).resolves.toMatchObject({ ran: true, result: { reason: 'empty' } });

    await queue('uno');
    await expect(runScheduledAutoPublish(MONDAY_9AM, { generate: failing })).rejects.toThrow('no está disponible');
    expect(await db().select().from(autoPublishRuns)).toMatchObject([{ isoWeek: '2026-W48', outcome: 'failed' }]);

    await expect(runScheduledAutoPublish(SAME_WEEK_FRIDAY, { generate })).resolves.toMatchObject({ ran: true, result: { success: true } });
    const [run] = await db().select().from(autoPublishRuns);
    const [article] = await db().select().from(blogArticles);
    expect(run).toMatchObject({ outcome: 'published', articleId: article?.id });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it('leaves the article as a draft for review with AUTO_PUBLISH_MODE=draft', async () => {
    setEnv({ AUTO_PUBLISH_MODE: 'draft' });
    await queue('uno');
    await expect(runScheduledAutoPublish(MONDAY_9AM, { generate })).resolves.toMatchObject({ ran: true, result: { article: { status: 'draft' } } });
    expect(await db().select().from(blogArticles)).toMatchObject([{ status: 'draft', publishedAt: null }]);
    expect(await db().select().from(autoPublishRuns)).toMatchObject([{ outcome: 'drafted' }]);
  });
});

describe('GET /api/cron/auto-publish', () => {
  let fake: FakeOpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ slowMs: 2_000, timeoutMs: 1_000 });
    setEnv({ ...fake.env, CRON_SECRET: SECRET });
  });

  afterAll(async () => {
    setEnv({ ...Object.fromEntries(Object.keys(fake.env).map((k) => [k, undefined])), CRON_SECRET: undefined });
    await fake.stop();
  });

  beforeEach(() => {
    fake.reset();
    requestContext.revalidated = [];
  });

  const call = (authorization?: string) =>
    autoPublishCron(new Request('http://localhost/api/cron/auto-publish', { headers: authorization ? { authorization } : {} }));

  it('refuses a missing or wrong secret without touching the queue', async () => {
    await queue('uno');
    for (const authorization of [undefined, 'Bearer wrong-secret-wrong-secret', SECRET, `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
      const response = await call(authorization);
      expect(response.status).toBe(401);
    }
    expect(fake.requests).toHaveLength(0);
    expect(await db().select().from(blogKeywordsQueue)).toMatchObject([{ status: 'pending', usedAt: null }]);
    expect(await db().select().from(autoPublishRuns)).toHaveLength(0);
  });

  it('refuses every call when no CRON_SECRET is configured', async () => {
    setEnv({ CRON_SECRET: undefined });
    try {
      expect((await call('Bearer ')).status).toBe(401);
      expect((await call(`Bearer ${SECRET}`)).status).toBe(401);
    } finally {
      setEnv({ CRON_SECRET: SECRET });
    }
  });

  it('publishes with the right secret, refreshes the blog, and does nothing on a retried call', async () => {
    await queue('marketing para bodegas', 'otro tema');
    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ ran: true, result: { success: true, article: { title: 'Guía práctica: marketing para bodegas' } } });
    expect(requestContext.revalidated).toEqual(expect.arrayContaining(['/(marketing)/blog/page/[page]', `/blog/${body.result.article.slug}`]));

    const retry = await call(`Bearer ${SECRET}`);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ ran: false });
    expect(await db().select().from(blogArticles)).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 502 when the AI fails, leaving the keyword for a retried call', async () => {
    await queue('uno');
    fake.failNext('error500');
    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('no está disponible') });
    expect(await db().select().from(blogKeywordsQueue)).toMatchObject([{ status: 'pending', usedAt: null }]);

    const retry = await call(`Bearer ${SECRET}`);
    expect(await retry.json()).toMatchObject({ ran: true, result: { success: true } });
  });
});
