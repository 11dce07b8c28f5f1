import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { resetConfigForTests } from '@/lib/config';
import { closeDb } from '@/lib/db/client';

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is gone', async () => {
    await closeDb();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/nowhere';
    resetConfigForTests();
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ database: 'down' });
    } finally {
      await closeDb();
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      resetConfigForTests();
    }
  });
});
