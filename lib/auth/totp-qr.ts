import { encode } from 'uqr';

/** Light modules around the code: the QR standard asks for four so phone cameras lock on. */
export const QR_QUIET_ZONE = 4;

/**
 * The authenticator enrolment link as a QR code, drawn as one SVG path of unit squares (one per
 * dark module) on a `size`-wide grid, quiet zone included. Medium error correction survives a
 * glare-covered corner of a laptop screen.
 */
export function totpQrCode(totpURI: string): { size: number; path: string } {
  const { data, size } = encode(totpURI, { ecc: 'M', border: QR_QUIET_ZONE });
  const squares: string[] = [];
  data.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) squares.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size, path: squares.join('') };
}
