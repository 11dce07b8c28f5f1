/**
 * `npm run test:upgrade`'s data, written by the current tree's code into the database its
 * migrations built: the demo data (the team, the demo customer with a password, the blog), and
 * the customer's site drafted from its template and put live, as the team does from the panel.
 * Prints what the checks need as one JSON line.
 */
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { closeDb, getDb } from '@/lib/db/client';
import { seedDemoData } from '@/lib/seed/seed-demo';
import { demoArticles } from '@/lib/seed/demo-data';
import { createOrPromoteAdmin } from '@/lib/auth/create-admin';
import { getConfig } from '@/lib/config';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';

const { customer } = await seedDemoData();
const seedAdmin = getConfig().seedAdmin;
if (!seedAdmin) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD are needed to act as the team');
const { userId: adminId } = await createOrPromoteAdmin(seedAdmin);
const team = { userId: adminId, role: 'admin' as const, email: seedAdmin.email, name: 'Equipo Vitrina', twoFactorEnabled: false };

const [submission] = await getDb()
  .select({ id: trialSubmissions.id, businessName: trialSubmissions.businessName })
  .from(trialSubmissions)
  .where(eq(trialSubmissions.email, customer.email))
  .limit(1);
if (!submission) throw new Error('the demo customer has no submission');
const { siteId, label } = await draftSite(team, submission.id);
await publishSite(team, siteId);

const article = demoArticles.find((a) => a.status === 'published');
console.log(JSON.stringify({ email: customer.email, password: customer.password, label, businessName: submission.businessName, articleTitle: article?.title }));
await closeDb();
