import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteArticles, sites, subscriptions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { approveSiteArticle, discardSiteArticle, listSiteArticlesForTeam } from '@/lib/sites/articles/review';
import { draftMonthlySiteArticles } from '@/lib/sites/articles/draft';
import { getPublishedSiteArticles } from '@/lib/sites/articles/published';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { siteFeedResponse, siteSitemapResponse } from '@/lib/sites/serve/site-files';
import { createAdminActor, createUser } from '../helpers/auth';
import { withFakeOpenAI } from '../helpers/fake-openai';
import { mailTo } from '../helpers/mailbox';

const fake = withFakeOpenAI({});

/** A customer with a site live since October 2026 and a subscription in the given state and plan. */
async function customerSite(
  businessName: string,
  subscription: { status: 'active' | 'past_due' | 'trial'; planType: string },
  firstPublishedAt = new Date('2026-10-01T15:00:00Z'),
) {
  const owner = await createUser();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({
      userId: owner.id,
      businessName,
      email: owner.email,
      industry: 'tourism',
      businessType: 'tourism',
      phone: '984 111 222',
      targetLocation: 'Cusco',
      seoKeywords: 'tours en cusco, machu picchu',
    })
    .returning();
  await getDb()
    .insert(subscriptions)
    .values({ userId: owner.id, ...subscription });
  const admin = await createAdminActor();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await publishSite(admin, siteId);
  await getDb().update(sites).set({ firstPublishedAt }).where(eq(sites.id, siteId));
  return { owner, siteId, label, admin };
}

const NOV_3 = new Date('2026-11-03T15:00:00Z');
const NOV_20 = new Date('2026-11-20T15:00:00Z');

describe("the Growth plan's monthly article", () => {
  it('drafts one article a month for each live Growth site from its keywords, and none for other plans', async () => {
    const growth = await customerSite('Andes Tours', { status: 'active', planType: 'growth' });
    const basic = await customerSite('Hostal Sol', { status: 'active', planType: 'basic' });
    const unpaid = await customerSite('Valle Tours', { status: 'past_due', planType: 'growth' });

    const first = await draftMonthlySiteArticles(NOV_3);
    expect(first.drafted).toBeGreaterThanOrEqual(1);
    const rows = await getDb().select().from(siteArticles);
    expect(rows.map((r) => r.siteId)).toContain(growth.siteId);
    expect(rows.map((r) => r.siteId)).not.toContain(basic.siteId);
    expect(rows.map((r) => r.siteId)).not.toContain(unpaid.siteId);
    const article = rows.find((r) => r.siteId === growth.siteId)!;
    expect(article).toMatchObject({ month: '2026-11', status: 'pending_review' });

    // Written for the customer's business and keywords, not for Vitrina's blog.
    const request = fake.requests.at(-1)!;
    expect(request.body.messages?.[0]?.content).toContain('"Andes Tours"');
    expect(request.body.messages?.[0]?.content).toContain('no menciones a Vitrina');
    expect(request.body.messages?.[1]?.content).toContain('Palabra clave: tours en cusco');

    // A second run the same month drafts nothing more for it; next month it gets a new one.
    await draftMonthlySiteArticles(NOV_20);
    expect((await getDb().select().from(siteArticles).where(eq(siteArticles.siteId, growth.siteId))).length).toBe(1);
    await draftMonthlySiteArticles(new Date('2026-12-02T15:00:00Z'));
    expect((await getDb().select().from(siteArticles).where(eq(siteArticles.siteId, growth.siteId))).map((r) => r.month).sort()).toEqual([
      '2026-11',
      '2026-12',
    ]);
  });

  it('shows the team what to review and which Growth sites are overdue, and publishes on approval', async () => {
    const { siteId, label, owner, admin } = await customerSite('Cusco Aventura', { status: 'active', planType: 'growth' });
    fake.failNext('error500');
    await draftMonthlySiteArticles(NOV_3);
    // The AI failed: no draft, and after the due day the site is overdue.
    const early = await listSiteArticlesForTeam(admin, NOV_3);
    expect(early.sites.find((s) => s.siteId === siteId)).toMatchObject({ state: 'missing', isOverdue: false });
    const late = await listSiteArticlesForTeam(admin, NOV_20);
    expect(late.sites.find((s) => s.siteId === siteId)).toMatchObject({ state: 'missing', isOverdue: true });
    expect(late.sites[0]!.isOverdue).toBe(true);

    await draftMonthlySiteArticles(NOV_20);
    const { pending } = await listSiteArticlesForTeam(admin, NOV_20);
    const draft = pending.find((p) => p.businessName === 'Cusco Aventura')!;
    expect(draft.content).toContain('<h2>');
    expect(await getPublishedSiteArticles(label)).toEqual([]);
    expect((await siteFeedResponse(label)).status).toBe(404);
    expect((await liveSiteResponse(label, ['blog'])).status).toBe(404);

    const { url } = await approveSiteArticle(admin, draft.id);
    const [published] = await getPublishedSiteArticles(label);
    expect(published).toMatchObject({ title: draft.title });
    expect(url).toBe(`http://${label}.localhost:3000/blog/${published!.slug}`);
    expect((await mailTo(owner.email)).at(-1)?.subject).toBe('Nuevo artículo en tu sitio web');
    expect((await listSiteArticlesForTeam(admin, NOV_20)).sites.find((s) => s.siteId === siteId)).toMatchObject({ state: 'published', isOverdue: false });

    // Its blog, feed and sitemap list it on the site's own address.
    const feed = await (await siteFeedResponse(label)).text();
    expect(feed).toContain(`<link>${url}</link>`);
    expect(await (await siteSitemapResponse(label)).text()).toContain(`<loc>${url}</loc>`);
    const blog = await (await liveSiteResponse(label, ['blog'])).text();
    expect(blog).toContain(`<a href="/blog/${published!.slug}">`);
    expect(blog).toContain('<a href="/blog" aria-current="page">Blog</a>');
    // The home page's menu gains 'Blog', and announces the feed.
    const home = await (await liveSiteResponse(label, undefined)).text();
    expect(home).toContain('<a href="/blog">Blog</a>');
    expect(home).toContain(`type="application/rss+xml"`);
    const article = await liveSiteResponse(label, ['blog', published!.slug]);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<div class="prose"><h2>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    expect((await liveSiteResponse(label, ['blog', 'no-existe'])).status).toBe(404);

    // Approved once: a second approval is refused.
    await expect(approveSiteArticle(admin, draft.id)).rejects.toThrow('no longer waiting for review');
  });

  it('does not call a site overdue in the month it first went live, only from the next month on', async () => {
    const { siteId: launched, admin } = await customerSite('Recién Llegado', { status: 'active', planType: 'growth' }, new Date('2026-11-10T15:00:00Z'));
    const { siteId: veteran } = await customerSite('Viejo Conocido', { status: 'active', planType: 'growth' });
    // The veteran was republished this month: a republish is not going live for the first time.
    await publishSite(admin, veteran);
    const [republished] = await getDb().select().from(sites).where(eq(sites.id, veteran));
    expect(republished!.firstPublishedAt).toEqual(new Date('2026-10-01T15:00:00Z'));

    const november = await listSiteArticlesForTeam(admin, NOV_20);
    expect(november.sites.find((s) => s.siteId === launched)).toMatchObject({ state: 'missing', isOverdue: false });
    expect(november.sites.find((s) => s.siteId === veteran)).toMatchObject({ state: 'missing', isOverdue: true });
    const december = await listSiteArticlesForTeam(admin, new Date('2026-12-18T15:00:00Z'));
    expect(december.sites.find((s) => s.siteId === launched)).toMatchObject({ state: 'missing', isOverdue: true });
  });

  it('lets the team discard a draft (a new one comes the next day) and keeps customers out', async () => {
    const { siteId, owner, admin } = await customerSite('Inka Trek', { status: 'active', planType: 'growth' });
    await draftMonthlySiteArticles(NOV_3);
    const [draft] = await getDb().select().from(siteArticles).where(eq(siteArticles.siteId, siteId));
    const customer: Actor = { userId: owner.id, role: 'customer', email: owner.email, name: 'Cliente', twoFactorEnabled: false };
    await expect(approveSiteArticle(customer, draft!.id)).rejects.toMatchObject({ reason: 'forbidden' });
    await expect(listSiteArticlesForTeam(customer)).rejects.toMatchObject({ reason: 'forbidden' });
    await discardSiteArticle(admin, draft!.id);
    expect(await getDb().select().from(siteArticles).where(eq(siteArticles.siteId, siteId))).toEqual([]);
    await draftMonthlySiteArticles(NOV_20);
    expect((await getDb().select().from(siteArticles).where(eq(siteArticles.siteId, siteId))).length).toBe(1);
  });
});
