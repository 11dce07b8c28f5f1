import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogArticles, blogKeywordsQueue, contactSubmissions, messages, subscriptions, trialSubmissions, user, userRoles } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { seedDemoData } from '@/lib/seed/seed-demo';

async function countOf(
  table:
    | typeof user
    | typeof trialSubmissions
    | typeof messages
    | typeof blogArticles
    | typeof blogKeywordsQueue
    | typeof contactSubmissions
    | typeof subscriptions
    | typeof userRoles,
) {
  const [row] = await getDb().select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('database', () => {
  it('has every table after migrating from empty, and migrating again changes nothing', async () => {
    await runMigrations();
    const result = await getDb().execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    const names = (result.rows as { table_name: string }[]).map((r) => r.table_name);
    for (const table of [
      'user',
      'session',
      'account',
      'verification',
      'two_factor',
      'rate_limit',
      'user_roles',
      'trial_submissions',
      'subscriptions',
      'payment_events',
      'messages',
      'contact_submissions',
      'blog_articles',
      'blog_keywords_queue',
      'auto_publish_runs',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('seeds the demo data once, however often it runs', async () => {
    const first = await seedDemoData();
    expect(first.admin.email).toBe('admin@vitrina.local');
    const snapshot = async () => ({
      users: await countOf(user),
      admins: await countOf(userRoles),
      submissions: await countOf(trialSubmissions),
      subscriptions: await countOf(subscriptions),
      messages: await countOf(messages),
      articles: await countOf(blogArticles),
      keywords: await countOf(blogKeywordsQueue),
      contacts: await countOf(contactSubmissions),
    });
    const afterFirst = await snapshot();
    expect(afterFirst).toEqual({ users: 2, admins: 1, submissions: 1, subscriptions: 1, messages: 2, articles: 4, keywords: 4, contacts: 2 });
    await seedDemoData();
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('refuses a published article without a publication date', async () => {
    await expect(
      getDb()
        .insert(blogArticles)
        .values({ title: 't', content: 'c', slug: `s-${Date.now()}`, status: 'published', publishedAt: null }),
    ).rejects.toThrow();
  });
});
