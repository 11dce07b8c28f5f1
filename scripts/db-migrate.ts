import { closeDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';

await runMigrations();
console.log('Migrations applied.');
await closeDb();
