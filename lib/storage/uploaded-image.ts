import 'server-only';
import { UserFacingError } from '@/lib/actions/result';
import { ImageRejectedError, normalizeImage, type NormalizedImage } from './normalize-image';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from './upload-limits';

/**
 * An image file from a form, made safe to store (normalizeImage), or the admin's error saying why
 * not. The size is checked before the body is read into memory.
 */
export async function readUploadedImage(file: File): Promise<NormalizedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new UserFacingError(UPLOAD_TOO_LARGE, 'invalid');
  try {
    return await normalizeImage(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new UserFacingError(error.message, 'invalid');
    throw error;
  }
}
