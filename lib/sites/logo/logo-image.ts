import 'server-only';
import sharp from 'sharp';
import { normalizeImage } from '@/lib/storage/normalize-image';

/**
 * A logo file: any picture we accept as an upload (checked by its bytes and re-encoded without
 * metadata, normalize-image.ts), then kept as a PNG of at most 1024 px a side, so a transparent
 * ground survives and every download size can be cut from it.
 */
export const LOGO_SIDE = 1024;

/** The download sizes: for print and big screens, for the web, and a small one for profile pictures and icons. */
export const LOGO_DOWNLOAD_SIZES = [1024, 512, 192] as const;
export type LogoDownloadSize = (typeof LOGO_DOWNLOAD_SIZES)[number];

export type LogoPng = { body: Buffer; width: number; height: number };

/** Throws ImageRejectedError (with its reason) for anything that is not a picture we accept. */
export async function toLogoPng(input: Buffer): Promise<LogoPng> {
  const safe = await normalizeImage(input);
  const { data, info } = await sharp(safe.body, { animated: false })
    .resize({ width: LOGO_SIDE, height: LOGO_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height };
}

/** The logo on a square canvas of `size` px, the picture centred on a transparent ground. */
export function logoAtSize(logo: Buffer, size: LogoDownloadSize): Promise<Buffer> {
  return sharp(logo)
    .resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
