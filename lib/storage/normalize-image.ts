import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_CONTENT_TYPES } from './keys';
import { imageProblemText, MAX_UPLOAD_BYTES, type ImageProblem } from './upload-limits';

/**
 * An uploaded image made safe to store and serve: the format is read from its bytes (never the
 * name or the browser's type), then the picture is decoded and re-encoded, which drops every
 * metadata block (EXIF with GPS, XMP, comments) and anything hidden after the image data.
 */
export const MAX_IMAGE_SIDE = 2400;
// Decoding cost grows with pixels, not bytes: a tiny file can claim a gigantic canvas.
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageFormat = 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
export type NormalizedImage = { body: Buffer; ext: ImageFormat; contentType: string; width: number; height: number; animated: boolean };

/** A refused picture; `problem` lets each caller say why in its reader's language. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly problem: ImageProblem) {
    super(imageProblemText(problem));
  }
}

const FORMATS: Record<string, ImageFormat> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export async function normalizeImage(input: Buffer): Promise<NormalizedImage> {
  if (input.length === 0) throw new ImageRejectedError('empty');
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageRejectedError('too-large');
  const detected = await fileTypeFromBuffer(input);
  const ext = detected ? FORMATS[detected.mime] : undefined;
  if (!ext) throw new ImageRejectedError('format');

  const animated = ext === 'gif' || ext === 'webp';
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' })
      .rotate() // applies the EXIF orientation before the EXIF block is dropped
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encoded(image, ext).toBuffer({ resolveWithObject: true });
    return {
      body: data,
      ext,
      contentType: IMAGE_CONTENT_TYPES[ext] ?? detected?.mime ?? 'application/octet-stream',
      width: info.width,
      height: info.pageHeight ?? info.height,
      animated: (info.pages ?? 1) > 1,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRejectedError('pixels');
    throw new ImageRejectedError('unreadable');
  }
}

/** The encoder settings every stored image of a format gets. */
function encoded(image: Sharp, ext: ImageFormat): Sharp {
  if (ext === 'jpg') return image.jpeg({ quality: 85, mozjpeg: true });
  if (ext === 'png') return image.png({ compressionLevel: 9 });
  if (ext === 'webp') return image.webp({ quality: 85 });
  if (ext === 'gif') return image.gif();
  return image.avif({ quality: 60, effort: 4 });
}

/** A normalized still image made `width` pixels wide, in its own format and settings. */
export async function resizedImage(image: NormalizedImage, width: number): Promise<Buffer> {
  return encoded(sharp(image.body).resize({ width, withoutEnlargement: true }), image.ext).toBuffer();
}
