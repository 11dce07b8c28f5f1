import 'server-only';
import { UserFacingError } from '@/lib/actions/result';
import { ImageRejectedError, normalizeImage, type NormalizedImage } from './normalize-image';
import { imageProblemText, MAX_UPLOAD_BYTES, type ImageProblemLanguage } from './upload-limits';

/**
 * An image file from a form, made safe to store (normalizeImage), or an error saying why not in
 * the uploader's language (the team's English, the customer's Spanish). The size is checked
 * before the body is read into memory.
 */
export async function readUploadedImage(file: File, language: ImageProblemLanguage = 'en'): Promise<NormalizedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new UserFacingError(imageProblemText('too-large', language), 'invalid');
  try {
    return await normalizeImage(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new UserFacingError(imageProblemText(error.problem, language), 'invalid');
    throw error;
  }
}
