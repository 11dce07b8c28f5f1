/**
 * Smaller copies of a photo, for phones (issue 26: a 20-page site keeps Lighthouse 100). Uploads
 * are kept up to 2,400 px wide; a 390 px phone showing one full-width needs about 1,000 px at
 * most, and downloading and decoding the original cost seconds of its Largest Contentful Paint.
 *
 * Which copies an image has is written in its own name, with its own width last: a 1,600 px photo
 * is `…_v480-720-960-1600.jpg`, its copies `…_v480-720-960-1600-w480.jpg`, `…-w720.jpg` and
 * `…-w960.jpg` beside it (photos stored before the 720 px copy keep `…_v480-960-1600.jpg`). The
 * 720 px copy is the one a 360–412 px phone at 1.75–2× takes for a photo inside a card. The
 * renderer offers them from the address alone, on local disk, on S3 and in an export, without
 * asking the storage whether they exist. An image stored before this, or too small to need copies,
 * has no mark and is served as it is.
 */
export const VARIANT_WIDTHS = [480, 720, 960] as const;

const MARK = /_v(\d{2,4}(?:-\d{2,4})*)(\.[a-z0-9]{1,5})$/;

/** The stored name `name.ext` marked with the widths of its copies and its own: `name_v480-960-1600.ext` (no copies: as it is). */
export function markedName(name: string, ext: string, widths: readonly number[], ownWidth: number): string {
  return widths.length > 0 ? `${name}_v${[...widths, ownWidth].join('-')}.${ext}` : `${name}.${ext}`;
}

/** The address (or key) of an image's copy `width` pixels wide. */
export const variantAddress = (address: string, width: number): string => address.replace(MARK, `_v$1-w${width}$2`);

/**
 * The sizes an image's address offers, smallest first and the image itself last (with its own
 * width); an address without the mark offers nothing but itself, of unknown width.
 */
export function imageVariants(address: string): { address: string; width: number }[] {
  const match = MARK.exec(address);
  if (!match) return [];
  const widths = match[1]!.split('-').map(Number);
  const own = widths.pop()!;
  return [...widths.map((width) => ({ address: variantAddress(address, width), width })), { address, width: own }];
}
