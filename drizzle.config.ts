import { defineConfig } from 'drizzle-kit';

// Generation works from the schema alone and needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
