import { createOrPromoteAdmin } from '@/lib/auth/create-admin';
import { closeDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 8) {
  console.error('Usage: npm run admin:create -- <email> <password>   (password: at least 8 characters)');
  process.exit(1);
}
await runMigrations();
const { created } = await createOrPromoteAdmin({ email, password });
console.log(created ? `Admin ${email} created.` : `Existing user ${email} promoted to admin.`);
await closeDb();
