import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialSubmissions } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { deleteSubmissionAction, uploadReferenceImageAction } from '@/lib/submissions/actions';
import { createUser, signIn } from '../helpers/auth';

/**
 * The same upload against an S3-compatible bucket, through the real @aws-sdk/client-s3: a tiny
 * path-style stand-in records each PUT and DELETE and keeps the objects in memory.
 */
type Call = { method: string; path: string; contentType?: string; authorization?: string };
const calls: Call[] = [];
const objects = new Map<string, Buffer>();
let server: Server;
const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      calls.push({ method: req.method ?? '', path: key, contentType: req.headers['content-type'], authorization: req.headers.authorization });
      if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
      if (req.method === 'DELETE') objects.delete(key);
      res.writeHead(req.method === 'DELETE' ? 204 : 200, { etag: '"fake"' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    S3_BUCKET: 'vitrina-uploads',
    S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'AKIAFAKE',
    S3_SECRET_ACCESS_KEY: 'fake-secret',
    S3_PUBLIC_URL: 'https://cdn.vitrina.test',
  });
  resetConfigForTests();
  const admin = await createUser({ admin: true });
  await signIn(admin.email, admin.password);
});

afterAll(async () => {
  for (const key of S3_ENV) delete process.env[key];
  resetConfigForTests();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('reference images on S3', () => {
  it('uploads with a signed PUT, stores the public URL and deletes the replaced object', async () => {
    const [row] = await getDb().insert(trialSubmissions).values({ businessName: 'Spa Aurora', email: 'spa@example.pe' }).returning();
    const submissionId = row?.id ?? '';
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
    const send = () => uploadReferenceImageAction({ submissionId, file: new File([new Uint8Array(image)], 'spa.png', { type: 'image/png' }) });

    const first = await send();
    if (!first.ok) throw new Error(first.error);
    expect(first.data.url).toMatch(new RegExp(`^https://cdn\\.vitrina\\.test/reference-images/${submissionId}-\\d+\\.png$`));
    const firstKey = `/vitrina-uploads/${first.data.url.replace('https://cdn.vitrina.test/', '')}`;
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: firstKey, contentType: 'image/png' });
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKE\//);
    expect((await sharp(objects.get(firstKey) ?? Buffer.alloc(0)).metadata()).format).toBe('png');

    await new Promise((r) => setTimeout(r, 5));
    const second = await send();
    if (!second.ok) throw new Error(second.error);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([firstKey]);
    expect([...objects.keys()]).toEqual([`/vitrina-uploads/${second.data.url.replace('https://cdn.vitrina.test/', '')}`]);

    expect((await deleteSubmissionAction({ submissionId })).ok).toBe(true);
    expect(objects.size).toBe(0);
  });
});
