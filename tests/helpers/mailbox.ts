import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A message as lib/email writes it to MAIL_DIR (tests/setup/test-db.ts gives each file its own). */
export type Mail = { to: string[]; subject: string; text: string; html?: string; replyTo?: string };

export async function mailbox(): Promise<Mail[]> {
  const dir = process.env.MAIL_DIR ?? '';
  const files = (await readdir(dir)).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as Mail));
}

export const mailTo = async (address: string) => (await mailbox()).filter((m) => m.to.includes(address));
