import { inArray } from 'drizzle-orm';
import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPage from '@/app/(marketing)/about/page';
import HomePage from '@/app/(marketing)/page';
import { GET } from '@/app/api/social-proof/route';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import type { SocialProofFeed } from '@/lib/social-proof/schemas';
import { noticeFor } from '@/public/islands/social-proof-notice.js';
import { createUser } from '../helpers/auth';
import { seedPayingCustomers } from '../helpers/paying-customers';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

async function customer(options: {
  status: 'trial' | 'active' | 'canceled';
  joinedDaysAgo: number;
  /** When the first payment was confirmed; by default the day they joined. Never for a trial. */
  purchasedAgoMs?: number;
  submissions: { businessType: string; targetLocation: string; daysAgo: number }[];
}) {
  const user = await createUser();
  const db = getDb();
  const purchasedAgoMs = options.purchasedAgoMs ?? options.joinedDaysAgo * DAY;
  await db.insert(subscriptions).values({
    userId: user.id,
    status: options.status,
    createdAt: new Date(Date.now() - options.joinedDaysAgo * DAY),
    firstActivatedAt: options.status === 'trial' ? null : new Date(Date.now() - purchasedAgoMs),
  });
  for (const submission of options.submissions) {
    await db.insert(trialSubmissions).values({
      userId: user.id,
      businessName: 'Nombre Secreto S.A.C.',
      email: user.email,
      businessType: submission.businessType,
      targetLocation: submission.targetLocation,
      createdAt: new Date(Date.now() - submission.daysAgo * DAY),
    });
  }
  return user;
}

async function fetchFeed(): Promise<{ feed: SocialProofFeed; response: Response }> {
  const response = await GET();
  return { feed: (await response.json()) as SocialProofFeed, response };
}

afterEach(() => {
  delete process.env.SOCIAL_PROOF_DEMO;
  resetConfigForTests();
});

describe('GET /api/social-proof', () => {
  it('is empty (so the notice stays hidden) while nobody has activated, and is cacheable by CDNs', async () => {
    await customer({ status: 'trial', joinedDaysAgo: 1, submissions: [{ businessType: 'restaurant', targetLocation: 'Av. Sol 1, Cusco, Perú', daysAgo: 1 }] });
    const { feed, response } = await fetchFeed();
    expect(feed).toEqual({ mode: 'live', items: [] });
    expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage=300/);
  });

  it('lists active customers, most recent first, by business type and city only', async () => {
    const older = await customer({
      status: 'active',
      joinedDaysAgo: 10,
      submissions: [{ businessType: 'beauty', targetLocation: 'Jr. Pizarro 5, Trujillo, Perú', daysAgo: 10 }],
    });
    const recent = await customer({
      status: 'active',
      joinedDaysAgo: 2,
      submissions: [
        { businessType: 'retail', targetLocation: 'Calle Vieja 3, Piura, Perú', daysAgo: 5 },
        // The latest submission is the one that describes the business now.
        { businessType: 'restaurant', targetLocation: 'Av. Ejército 720, Arequipa, Perú', daysAgo: 2 },
      ],
    });
    await customer({ status: 'canceled', joinedDaysAgo: 1, submissions: [{ businessType: 'fitness', targetLocation: 'Lima, Perú', daysAgo: 1 }] });
    await customer({ status: 'active', joinedDaysAgo: 200, submissions: [{ businessType: 'retail', targetLocation: 'Tacna, Perú', daysAgo: 200 }] });
    await customer({ status: 'active', joinedDaysAgo: 3, submissions: [{ businessType: 'other', targetLocation: 'Av. Larco 101, Perú', daysAgo: 3 }] });

    const { feed } = await fetchFeed();
    expect(feed.mode).toBe('live');
    if (feed.mode !== 'live') return;
    expect(feed.items.map(({ business, region }) => [business, region])).toEqual([
      ['Un restaurante', 'Arequipa'],
      ['Un salón de belleza', 'Trujillo'],
    ]);
    const text = JSON.stringify(feed);
    for (const secret of ['Nombre Secreto', older.email, recent.email, 'Ejército', 'Larco']) expect(text).not.toContain(secret);
  });

  it('times each notice from the purchase, not from the sign-up weeks before it', async () => {
    // Signed up 40 days ago, paid two hours ago: a purchase of two hours ago.
    await customer({
      status: 'active',
      joinedDaysAgo: 40,
      purchasedAgoMs: 2 * HOUR + 5 * 60_000,
      submissions: [{ businessType: 'restaurant', targetLocation: 'Av. Sol 1, Cusco, Perú', daysAgo: 40 }],
    });
    // Signed up 120 days ago (beyond the notice's 90 days), paid yesterday: still a recent purchase.
    await customer({
      status: 'active',
      joinedDaysAgo: 120,
      purchasedAgoMs: 26 * HOUR,
      submissions: [{ businessType: 'beauty', targetLocation: 'Jr. Pizarro 5, Trujillo, Perú', daysAgo: 120 }],
    });

    const { feed } = await fetchFeed();
    const now = new Date();
    expect([0, 1].map((appearance) => noticeFor(feed, appearance, now))).toEqual([
      { business: 'Un restaurante', region: 'Cusco', time: 'hace 2 horas' },
      { business: 'Un salón de belleza', region: 'Trujillo', time: 'hace 1 día' },
    ]);
  });

  it('serves the demonstration lists only when SOCIAL_PROOF_DEMO is on', async () => {
    process.env.SOCIAL_PROOF_DEMO = '1';
    resetConfigForTests();
    const { feed } = await fetchFeed();
    expect(feed.mode).toBe('demo');
    if (feed.mode !== 'demo') return;
    expect(feed.businesses).toHaveLength(33);
    expect(feed.regions).toHaveLength(18);
    expect(feed.times).toEqual(['hace 5 minutos', 'hace 15 minutos', 'hace 30 minutos', 'hace 1 hora', 'hace 2 horas']);
  });
});

/** A server page as the cache would store it. */
async function pageHtml(page: () => Promise<ReactNode>) {
  const { prelude } = await prerender(createElement(page));
  return new Response(prelude).text();
}

describe("'Más de N negocios ... ya trabajan con nosotros'", () => {
  it('counts the customers whose plan is active now, not everyone who ever paid', async () => {
    // 250 customers have paid at some point; 60 of them have since cancelled: 190 work with us now.
    await seedPayingCustomers(250);
    const rows = await getDb().select({ userId: subscriptions.userId }).from(subscriptions).limit(60);
    await getDb()
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(
        inArray(
          subscriptions.userId,
          rows.map((row) => row.userId),
        ),
      );
    for (const html of [await pageHtml(HomePage), await pageHtml(AboutPage)]) expect(html).not.toMatch(/más de \d+ negocios/i);

    // 11 more pay: 201 active customers.
    await seedPayingCustomers(11);
    const home = await pageHtml(HomePage);
    expect(home).toContain('Más de 200 negocios en todo el Perú ya trabajan con nosotros.');
    expect(home).toContain('Hoy trabajan con nosotros más de 200 negocios.');
    expect(await pageHtml(AboutPage)).toContain('Ya acompañamos a más de 200 negocios en el Perú.');
  });
});
