import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/uploads/[...path]/route';
import { trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage/storage';
import { deleteSubmissionAction } from '@/lib/admin/actions';
import { uploadReferenceImageAction } from '@/lib/submissions/actions';
import { createUser, signIn } from '../helpers/auth';

const uploadsDir = () => process.env.UPLOADS_DIR ?? '';
const fileOf = (url: string) => path.join(uploadsDir(), url.replace('/api/uploads/', ''));
let submissionId: string;

beforeAll(async () => {
  const admin = await createUser({ admin: true });
  await signIn(admin.email, admin.password);
  const [row] = await getDb().insert(trialSubmissions).values({ businessName: 'Hostal Los Andes', email: 'hostal@example.pe' }).returning();
  submissionId = row?.id ?? '';
});

async function upload(bytes: Buffer, name: string, type: string) {
  return uploadReferenceImageAction({ submissionId, file: new File([new Uint8Array(bytes)], name, { type }) });
}

async function storedUrl(): Promise<string | null> {
  const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, submissionId));
  return row?.referenceImageUrl ?? null;
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

/** A PNG whose header claims 30000×30000 pixels but carries almost no data. */
function pixelBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('reference image upload', () => {
  it('stores a real photo re-encoded: bounded size, no EXIF or GPS, named <id>-<timestamp>.jpg', async () => {
    const jpeg = await photo(3000, 2000)
      .withExif({ IFD0: { Make: 'Cámara', Copyright: 'secreto' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const result = await upload(jpeg, 'foto.jpeg', 'image/jpeg');
    expect(result).toMatchObject({ ok: true });
    const url = await storedUrl();
    expect(url).toMatch(new RegExp(`^/api/uploads/reference-images/${submissionId}-\\d{13}\\.jpg$`));
    const stored = await sharp(fileOf(url ?? '')).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2400, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
  });

  it.each([
    ['png', 'image/png', (s: Sharp) => s.png()],
    ['webp', 'image/webp', (s: Sharp) => s.webp()],
    ['gif', 'image/gif', (s: Sharp) => s.gif()],
    ['avif', 'image/avif', (s: Sharp) => s.avif()],
  ])('accepts %s, keeps its format and removes the replaced file', async (ext, type, encode) => {
    const previous = await storedUrl();
    const bytes = await encode(photo(64, 48)).toBuffer();
    expect(await upload(bytes, `imagen.${ext}`, type)).toMatchObject({ ok: true });
    const url = await storedUrl();
    expect(url?.endsWith(`.${ext}`)).toBe(true);
    expect(existsSync(fileOf(url ?? ''))).toBe(true);
    if (previous) expect(existsSync(fileOf(previous))).toBe(false);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
      'only JPEG, PNG, WebP, GIF or AVIF images are allowed',
    ],
    [
      'HTML renamed .png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'foto.png',
      'image/png',
      'only JPEG, PNG, WebP, GIF or AVIF images are allowed',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'brief.jpg', 'image/jpeg', 'only JPEG, PNG, WebP, GIF or AVIF images are allowed'],
    ['an empty file', Buffer.alloc(0), 'vacio.png', 'image/png', 'the file is empty'],
    [
      'a file over 10 MB',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(10 * 1024 * 1024)]),
      'enorme.png',
      'image/png',
      'the file is larger than 10 MB',
    ],
    [
      'a broken JPEG',
      Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(200, 7)]),
      'rota.jpg',
      'image/jpeg',
      'the image could not be read',
    ],
    ['a pixel bomb', pixelBombPng(), 'bomba.png', 'image/png', 'the image has too many pixels'],
  ])('refuses %s and keeps the current image', async (_what, bytes, name, type, reason) => {
    const before = await storedUrl();
    const result = await upload(bytes, name, type);
    expect(result).toMatchObject({ ok: false, error: reason });
    expect(await storedUrl()).toBe(before);
  });
});

describe('GET /api/uploads', () => {
  const get = (...segments: string[]) => GET(new Request('http://localhost/api/uploads'), { params: Promise.resolve({ path: segments }) });

  it('serves a stored image with its type, nosniff and a no-script policy', async () => {
    const url = (await storedUrl()) ?? '';
    const response = await get(...url.replace('/api/uploads/', '').split('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`image/${url.split('.').pop()}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).length).toBeGreaterThan(0);
  });

  it('never leaves the uploads folder and serves only image types', async () => {
    const outside = path.join(uploadsDir(), '..', `secreto-${Date.now()}.png`);
    await writeFile(outside, 'secreto');
    await mkdir(path.join(uploadsDir(), 'reference-images'), { recursive: true });
    await writeFile(path.join(uploadsDir(), 'reference-images', 'notas.json'), '{}');
    for (const segments of [
      ['..', path.basename(outside)],
      ['reference-images', '..', '..', path.basename(outside)],
      ['reference-images', `../../${path.basename(outside)}`],
      ['reference-images', '..%2f..%2fpackage.json'],
      [path.resolve(outside)],
      ['reference-images', 'notas.json'],
      ['reference-images', 'no-existe.png'],
      ['reference-images'],
    ]) {
      const response = await get(...segments);
      expect(response.status, segments.join('/')).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Removing a project's files by name never reaches a whole folder or outside it.
    for (const prefix of ['reference-images/', 'reference-images', '../reference-images/x', 'reference-images/../x', '']) {
      await expect(getStorage().removeAll(prefix), prefix).rejects.toThrow('invalid storage prefix');
    }
    expect(existsSync(outside)).toBe(true);
    expect(existsSync(path.join(uploadsDir(), 'reference-images', 'notas.json'))).toBe(true);
  });

  it('deleting the submission removes its image file', async () => {
    const url = (await storedUrl()) ?? '';
    expect(existsSync(fileOf(url))).toBe(true);
    expect((await deleteSubmissionAction({ submissionId })).ok).toBe(true);
    expect(existsSync(fileOf(url))).toBe(false);
  });
});
