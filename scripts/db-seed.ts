import { closeDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { seedDemoData } from '@/lib/seed/seed-demo';

await runMigrations();
const result = await seedDemoData();
console.log(
  `\nDemo data ready.\n  Admin:    ${result.admin.email} / ${result.admin.password}\n  Customer: ${result.customer.email} / ${result.customer.password}\n`,
);
await closeDb();
