import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { customerPhotos, sites, siteVersions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { putImageWithVariants } from '@/lib/storage/image-variants';
import { getStorage, removeStoredUrl } from '@/lib/storage/storage';
import { readUploadedImage } from '@/lib/storage/uploaded-image';

/**
 * 'Fotos para tu web' (issue 13): the customer sends pictures of their business from the
 * dashboard — before or after the team drafts the site — and the team picks them beside each
 * image field of the editor. Every file is checked by its bytes and re-encoded without metadata
 * (a phone photo's GPS position never reaches a public site).
 */

/** Enough for a gallery and a few spares; a bound on what one account can store. */
export const MAX_CUSTOMER_PHOTOS = 30;
const TOO_MANY = `Ya enviaste ${MAX_CUSTOMER_PHOTOS} fotos, el máximo. Quita alguna para enviar otra.`;
const NO_PROJECT = 'Primero solicita tu sitio web; luego podrás enviarnos tus fotos.';

export type CustomerPhoto = { id: string; url: string; width: number; height: number };
export type OwnPhotos = { photos: CustomerPhoto[]; max: number };

const photoColumns = { id: customerPhotos.id, url: customerPhotos.url, width: customerPhotos.width, height: customerPhotos.height };

/** The customer's newest project, which their photos belong to. */
export async function ownSubmissionId(actor: Actor): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: trialSubmissions.id })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.userId, actor.userId))
    .orderBy(desc(trialSubmissions.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** A project's photos, oldest first; callers check who may see them (the owner, or the team's editor). */
export const listSubmissionPhotos = (submissionId: string): Promise<CustomerPhoto[]> =>
  getDb().select(photoColumns).from(customerPhotos).where(eq(customerPhotos.submissionId, submissionId)).orderBy(asc(customerPhotos.createdAt));

/** The dashboard card's photos, or null for an account without a project. */
export async function listOwnPhotos(actor: Actor): Promise<OwnPhotos | null> {
  const submissionId = await ownSubmissionId(actor);
  return submissionId ? { photos: await listSubmissionPhotos(submissionId), max: MAX_CUSTOMER_PHOTOS } : null;
}

/** The project's photos so far, read by the database or by a transaction holding the project's lock. */
async function photoCount(submissionId: string, reader: Pick<ReturnType<typeof getDb>, 'select'> = getDb()): Promise<number> {
  const [row] = await reader.select({ n: count() }).from(customerPhotos).where(eq(customerPhotos.submissionId, submissionId));
  return row?.n ?? 0;
}

/**
 * Stores one photo. The limit is checked before the (slow) re-encoding to answer at once, and
 * again under a lock on the project's row, so uploads racing from two tabs or two instances
 * cannot pass it together.
 */
export async function uploadOwnPhoto(actor: Actor, file: File): Promise<CustomerPhoto> {
  const submissionId = await ownSubmissionId(actor);
  if (!submissionId) throw new UserFacingError(NO_PROJECT, 'invalid');
  if ((await photoCount(submissionId)) >= MAX_CUSTOMER_PHOTOS) throw new UserFacingError(TOO_MANY, 'invalid');

  const image = await readUploadedImage(file, 'es');
  const stored = await putImageWithVariants(getStorage(), 'photos', `${submissionId}-${randomBytes(6).toString('hex')}`, image);
  const photo = await getDb().transaction(async (tx) => {
    await tx.select({ id: trialSubmissions.id }).from(trialSubmissions).where(eq(trialSubmissions.id, submissionId)).for('update');
    if ((await photoCount(submissionId, tx)) >= MAX_CUSTOMER_PHOTOS) return null;
    const [inserted] = await tx
      .insert(customerPhotos)
      .values({ submissionId, url: stored.url, width: image.width, height: image.height })
      .returning(photoColumns);
    return inserted!;
  });
  if (!photo) {
    await removeStoredUrl(stored.url);
    throw new UserFacingError(TOO_MANY, 'invalid');
  }
  logger.info({ userId: actor.userId, photoId: photo.id }, 'customer photo uploaded');
  return photo;
}

/**
 * 'Quitar': the photo leaves the customer's list and the editor. Its file is deleted too, unless a
 * version of the site already shows it: then the live site (or a version the team may restore)
 * still needs it, and it goes when the site does.
 */
export async function removeOwnPhoto(actor: Actor, photoId: string): Promise<void> {
  const [photo] = await getDb()
    .select({ id: customerPhotos.id, url: customerPhotos.url, submissionId: customerPhotos.submissionId })
    .from(customerPhotos)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, customerPhotos.submissionId))
    .where(and(eq(customerPhotos.id, photoId), eq(trialSubmissions.userId, actor.userId)))
    .limit(1);
  // Someone else's photo reads exactly like a missing one.
  if (!photo) throw new UserFacingError('Esa foto ya no está en tu lista.', 'invalid');
  await getDb().delete(customerPhotos).where(eq(customerPhotos.id, photo.id));
  const [used] = await getDb()
    .select({ id: siteVersions.id })
    .from(siteVersions)
    .innerJoin(sites, eq(sites.id, siteVersions.siteId))
    .where(and(eq(sites.submissionId, photo.submissionId), sql`position(${photo.url} in ${siteVersions.document}::text) > 0`))
    .limit(1);
  if (!used) await removeStoredUrl(photo.url);
}
