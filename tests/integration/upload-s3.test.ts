import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { customerPhotos, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { draftSite } from '@/lib/sites/publish/versions';
import { uploadSiteImage } from '@/lib/sites/document/site-images';
import { getStorage } from '@/lib/storage/storage';
import { deleteSubmissionAction } from '@/lib/admin/actions';
import { uploadReferenceImageAction } from '@/lib/submissions/actions';
import { startFakeS3 } from '../fakes/s3/server';
import { setupFake } from '../fakes/setup-fake';
import { createAdminActor, createUser, signIn } from '../helpers/auth';

/** The uploads against an S3-compatible bucket, through the real @aws-sdk/client-s3 and the bucket stand-in. */
const s3 = setupFake('S3 bucket', startFakeS3);

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
const pngFile = async (name: string) => new File([new Uint8Array(await png())], name, { type: 'image/png' });
const keyOf = (url: string) => url.replace('https://cdn.vitrina.test/', '');

async function signedInAdmin() {
  const admin = await createUser({ admin: true });
  await signIn(admin.email, admin.password);
  return createAdminActor();
}

describe('uploads on S3', () => {
  it('uploads a reference image with a signed PUT, stores the public URL and deletes the replaced object', async () => {
    await signedInAdmin();
    const [row] = await getDb().insert(trialSubmissions).values({ businessName: 'Spa Aurora', email: 'spa@example.pe' }).returning();
    const submissionId = row?.id ?? '';
    const send = async () => uploadReferenceImageAction({ submissionId, file: await pngFile('spa.png') });

    const first = await send();
    if (!first.ok) throw new Error(first.error);
    expect(first.data.url).toMatch(new RegExp(`^https://cdn\\.vitrina\\.test/reference-images/${submissionId}-\\d+\\.png$`));
    const put = s3().calls.find((c) => c.method === 'PUT' && c.key === keyOf(first.data.url));
    expect(put).toMatchObject({ contentType: 'image/png' });
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKE\//);
    expect((await sharp(s3().objects.get(keyOf(first.data.url))?.body).metadata()).format).toBe('png');

    await new Promise((r) => setTimeout(r, 5));
    const second = await send();
    if (!second.ok) throw new Error(second.error);
    expect(s3().objects.has(keyOf(first.data.url))).toBe(false);
    expect(s3().objects.has(keyOf(second.data.url))).toBe(true);

    expect((await deleteSubmissionAction({ submissionId })).ok).toBe(true);
    expect([...s3().objects.keys()].filter((key) => key.includes(submissionId))).toEqual([]);
  });

  it("deletes a submission's site images, saved or not, and its customer's photos, and leaves other projects' files", async () => {
    const admin = await signedInAdmin();
    const project = async (name: string) => {
      const [row] = await getDb().insert(trialSubmissions).values({ businessName: name, email: 'tienda@example.pe', industry: 'shop' }).returning();
      const { siteId } = await draftSite(admin, row!.id);
      const images = [];
      for (let i = 0; i < 5; i += 1) images.push(keyOf((await uploadSiteImage(admin, { siteId, file: await pngFile(`foto-${i}.png`) })).url));
      return { submissionId: row!.id, siteId, images };
    };
    const doomed = await project('Bodega Lucía');
    const kept = await project('Librería Amauta');
    // A photo the customer sent, by its row (stored under its own name before this project's ids existed).
    const photo = await getStorage().put('photos/imported-rosa.png', await png(), 'image/png');
    await getDb().insert(customerPhotos).values({ submissionId: doomed.submissionId, url: photo.url, width: 40, height: 30 });
    // Listings come two keys a page, so the deletion has to follow S3's continuation tokens.
    s3().pageSize = 2;

    expect((await deleteSubmissionAction({ submissionId: doomed.submissionId })).ok).toBe(true);
    expect(doomed.images.filter((key) => s3().objects.has(key))).toEqual([]);
    expect(s3().objects.has('photos/imported-rosa.png')).toBe(false);
    expect(kept.images.filter((key) => s3().objects.has(key))).toEqual(kept.images);
    expect(s3().calls.filter((c) => c.method === 'GET' && c.key === '').length).toBeGreaterThanOrEqual(3);
  });
});
