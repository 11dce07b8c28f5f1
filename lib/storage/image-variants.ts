import 'server-only';
import { resizedImage, type NormalizedImage } from './normalize-image';
import type { FileStorage } from './types';
import { markedName, VARIANT_WIDTHS, variantAddress } from './variant-names';

/**
 * Stores a normalized image under `folder/name` with its smaller copies (the widths below its own;
 * none for an animation, whose frames a resize would not keep). The copies go first, so an
 * address that names them never points to a missing file.
 */
export async function putImageWithVariants(storage: FileStorage, folder: string, name: string, image: NormalizedImage): Promise<{ key: string; url: string }> {
  const widths = image.animated ? [] : VARIANT_WIDTHS.filter((width) => width < image.width);
  const key = `${folder}/${markedName(name, image.ext, widths, image.width)}`;
  for (const width of widths) await storage.put(variantAddress(key, width), await resizedImage(image, width), image.contentType);
  return storage.put(key, image.body, image.contentType);
}
