import 'server-only';
import type { Actor } from '@/lib/auth/session';
import { suggestLabel } from '@/lib/sites/document/labels';
import { getStorage } from '@/lib/storage/storage';
import { logoAtSize, type LogoDownloadSize } from './logo-image';
import { readOwnLogo } from './own-logo';

/**
 * The chosen logo as a PNG of one of the download sizes, for its owner only (the dashboard's
 * download links): the file is cut from the stored logo on each request, so the sizes never
 * drift from it and nothing more is stored. Null when there is no chosen logo to give.
 */
export async function ownLogoDownload(actor: Actor, size: LogoDownloadSize): Promise<{ body: Buffer; fileName: string } | null> {
  const logo = await readOwnLogo(actor);
  if (!logo?.chosen) return null;
  const storage = getStorage();
  const key = storage.keyFromUrl(logo.chosen.url);
  const stored = key ? await storage.read(key) : null;
  if (!stored) return null;
  const name = suggestLabel(logo.brief?.name ?? 'logo') || 'logo';
  return { body: await logoAtSize(stored, size), fileName: `logo-${name}-${size}.png` };
}
