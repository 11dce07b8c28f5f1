/**
 * The topology test's data, written with the app's own operations before the instances start
 * (run by scripts/topology/run.ts under `tsx --conditions=react-server`): migrations, the admin
 * from ADMIN_EMAIL and ADMIN_PASSWORD, one customer with a live site and one whose site is still
 * a draft. Prints what the tests need as JSON to the file named by its first argument.
 */
import { writeFileSync } from 'node:fs';
import { trialSubmissions } from '@/db/schema';
import { closeDb, getDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { seedDemoData } from '@/lib/seed/seed-demo';
import { draftSite } from '@/lib/sites/publish/versions';
import { createAdminActor, createUser } from '../helpers/auth';
import { liveSite } from '../helpers/live-site';

await runMigrations();
const demo = await seedDemoData();
const live = await liveSite('Pollería La Topología');
const draftOwner = await createUser({ name: 'Dueña de Café Borrador' });
const [submission] = await getDb()
  .insert(trialSubmissions)
  .values({
    userId: draftOwner.id,
    businessName: 'Café Borrador',
    email: draftOwner.email,
    industry: 'restaurant',
    businessType: 'restaurant',
    phone: '987 654 321',
    targetLocation: 'Cusco',
  })
  .returning();
const draft = await draftSite(await createAdminActor(), submission!.id);
writeFileSync(
  process.argv[2]!,
  JSON.stringify({
    customer: demo.customer,
    live: { label: live.label, email: live.email, password: 'contraseña-segura-123', businessName: 'Pollería La Topología' },
    draft: { label: draft.label, siteId: draft.siteId, businessName: 'Café Borrador' },
  }),
);
await closeDb();
process.exit(0);
