import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sites } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { putImageWithVariants } from '@/lib/storage/image-variants';
import { getStorage } from '@/lib/storage/storage';
import { readUploadedImage } from '@/lib/storage/uploaded-image';

/**
 * An image for a site's logo, hero or gallery, uploaded in the editor: checked by its bytes and
 * re-encoded without metadata like the reference image, stored as `sites/<site id>-<time>-<random>.<ext>`
 * (two fields of the gallery may be uploading in the same millisecond) with its smaller copies for phones.
 * The editor puts the address in the field; saving the document makes it part of a version.
 * Nothing is deleted when a field changes: an older version that is restored still needs its images.
 */
export async function uploadSiteImage(actor: Actor, input: { siteId: string; file: File }): Promise<{ url: string }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [site] = await getDb().select({ id: sites.id, status: sites.status }).from(sites).where(eq(sites.id, input.siteId)).limit(1);
  if (!site || site.status === 'removed') throw new UserFacingError('site not found');
  const image = await readUploadedImage(input.file);
  const stored = await putImageWithVariants(getStorage(), 'sites', `${site.id}-${Date.now()}-${randomBytes(3).toString('hex')}`, image);
  return { url: stored.url };
}
