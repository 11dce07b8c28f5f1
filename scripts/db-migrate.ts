import { closeDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { convertStoredProductIds } from '@/lib/billing/convert-product-ids';

await runMigrations();
const converted = await convertStoredProductIds();
console.log(converted > 0 ? `Migrations applied; ${converted} plan types turned from Stripe product ids into plan keys.` : 'Migrations applied.');
await closeDb();
