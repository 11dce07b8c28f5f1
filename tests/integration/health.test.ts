import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { resetConfigForTests } from '@/lib/config';
import { closeDb } from '@/lib/db/client';
import { sendEmail } from '@/lib/email/send-email';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp/server';

/** Runs `body` with some environment variables replaced, then puts them back. */
async function withEnv(vars: Record<string, string | undefined>, body: () => Promise<void>) {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfigForTests();
  };
  apply(vars);
  try {
    await body();
  } finally {
    apply(saved);
  }
}

describe('GET /api/health', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.stop());

  it('answers 200 while the database answers', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', mail: 'disk' });
  });

  it('answers 503 when the database is gone', async () => {
    await closeDb();
    try {
      await withEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' }, async () => {
        const response = await GET();
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({ database: 'down' });
      });
    } finally {
      await closeDb();
    }
  });

  it('reports the SMTP server up when it greets us, and mail then goes through it', async () => {
    await withEnv({ SMTP_URL: smtp.url, MAIL_TRANSPORT: undefined }, async () => {
      const response = await GET();
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', mail: 'up' });
      expect(await sendEmail({ to: 'cliente@example.pe', subject: 'Hola', text: 'Prueba' })).toBe(true);
      expect(smtp.received.at(-1)?.to).toEqual(['<cliente@example.pe>']);
    });
  });

  it('answers 503 naming the mail transport when the SMTP server cannot be reached', async () => {
    await withEnv({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_TRANSPORT: undefined }, async () => {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'up', mail: 'down' });
    });
  });
});
