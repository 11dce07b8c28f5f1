import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, totpQrCode } from '@/lib/auth/totp-qr';

/** Paints the SVG path's unit squares into an RGBA bitmap, `scale` pixels a module. */
function rasterize({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return { pixels, width };
}

describe('the authenticator QR code', () => {
  const uri = 'otpauth://totp/Vitrina:admin%40vitrina.pe?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Vitrina&digits=6&period=30';

  it('reads back as the enrolment link a phone camera would open', () => {
    const { pixels, width } = rasterize(totpQrCode(uri));
    expect(jsQR(pixels, width, width)?.data).toBe(uri);
  });

  it('keeps the quiet zone around the code light', () => {
    const { size, path } = totpQrCode(uri);
    const dark = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(dark.length).toBeGreaterThan(0);
    const inside = (n: number) => n >= QR_QUIET_ZONE && n < size - QR_QUIET_ZONE;
    expect(dark.every(([x, y]) => inside(x!) && inside(y!))).toBe(true);
  });
});
