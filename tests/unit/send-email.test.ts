import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { sendEmail } from '@/lib/email/send-email';

describe('e-mail from a production server at a public address', () => {
  const saved = { ...process.env };
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitrina-mail-'));
    Object.assign(process.env, {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://vitrina.pe',
      SITES_DOMAIN: 'vitrina.site',
      MAIL_TRANSPORT: 'disk',
      MAIL_DIR: dir,
      LOG_LEVEL: 'silent',
    });
    resetConfigForTests();
  });

  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never carries a localhost address: such an e-mail is not sent', async () => {
    for (const link of ['http://localhost:3000/dashboard', 'http://rosa.localhost:3000/', 'http://127.0.0.1:3000/auth']) {
      const sent = await sendEmail({ to: 'rosa@correo.pe', subject: 'Tu sitio', text: `Míralo aquí: ${link}` });
      expect(sent, link).toBe(false);
    }
    expect(readdirSync(dir)).toHaveLength(0);
  });

  it('sends links to the public addresses', async () => {
    expect(
      await sendEmail({ to: 'rosa@correo.pe', subject: 'Tu sitio', text: 'Míralo aquí: https://rosa.vitrina.site/ (también en https://vitrina.pe/dashboard)' }),
    ).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
