import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/social-proof/route';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import type { SocialProofFeed } from '@/lib/social-proof/schemas';
import { createUser } from '../helpers/auth';

const DAY = 24 * 60 * 60 * 1000;

async function customer(options: {
  status: 'trial' | 'active' | 'canceled';
  joinedDaysAgo: number;
  submissions: { businessType: string; targetLocation: string; daysAgo: number }[];
}) {
  const user = await createUser();
  const db = getDb();
  await db.insert(subscriptions).values({ userId: user.id, status: options.status, createdAt: new Date(Date.now() - options.joinedDaysAgo * DAY) });
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
