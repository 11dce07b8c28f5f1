import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { GET as GET_READY } from '@/app/api/health/ready/route';
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

  it("reports this instance's page cache: its own files without REDIS_URL, the receipts' state beside", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ pageCache: 'local', receipts: 'unconfigured' });
    expect(body).not.toHaveProperty('redis');
    expect(body).not.toHaveProperty('receiptsPending');
  });

  it('answers 503 naming Redis when the shared page cache does not answer', async () => {
    await withEnv({ REDIS_URL: 'redis://127.0.0.1:1' }, async () => {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'up', pageCache: 'redis', redis: 'down' });
    });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 while the database answers', async () => {
    const response = await GET_READY();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('stays ready while the SMTP server and Redis refuse us, since serving needs neither', async () => {
    await withEnv({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_TRANSPORT: undefined, REDIS_URL: 'redis://127.0.0.1:1' }, async () => {
      expect((await GET()).status).toBe(503);
      const response = await GET_READY();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready', database: 'up' });
    });
  });

  it('answers 503 when the database is gone', async () => {
    await closeDb();
    try {
      await withEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' }, async () => {
        const response = await GET_READY();
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'unavailable', database: 'down' });
      });
    } finally {
      await closeDb();
    }
  });
});
