import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The decoded content streams of a PDF as pdf-lib writes them (Flate-compressed, one per page). */
function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    try {
      return [inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
}

/** The text lines a PDF draws with the standard fonts (hex strings in WinAnsi, read as Latin-1: the same for every Spanish letter). */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const decoder = new TextDecoder('latin1');
  return contentStreams(pdf).flatMap((stream) => [...stream.matchAll(/<([0-9A-F]*)> Tj/g)].map((m) => decoder.decode(Buffer.from(m[1]!, 'hex'))));
}

/**
 * What the filled rectangles of a PDF page make when printed, read with a QR decoder: the
 * rectangles pdf-lib draws (a translation, then a closed path of four corners) painted black
 * on white, two pixels per point.
 */
export function decodeQrInPdf(pdf: Uint8Array, page: { width: number; height: number }): string | null {
  const scale = 2;
  const width = Math.ceil(page.width * scale);
  const height = Math.ceil(page.height * scale);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  const rectangle = /1 0 0 1 ([\d.]+) ([\d.]+) cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 ([\d.]+) l\n([\d.]+) [\d.]+ l\n[\d.]+ 0 l\nh\nf/g;
  for (const stream of contentStreams(pdf)) {
    for (const [, x, y, h, w] of stream.matchAll(rectangle)) {
      const [left, right] = [Number(x) * scale, (Number(x) + Number(w)) * scale];
      // PDF's y grows upwards; an image's rows grow downwards.
      const [top, bottom] = [height - (Number(y) + Number(h)) * scale, height - Number(y) * scale];
      for (let row = Math.round(top); row < Math.round(bottom); row += 1)
        for (let col = Math.round(left); col < Math.round(right); col += 1) pixels.fill(0, (row * width + col) * 4, (row * width + col) * 4 + 3);
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

/** The text a PNG or SVG image of a QR code carries, or null when it cannot be read. */
export async function decodeQrImage(image: Buffer | string): Promise<string | null> {
  const { data, info } = await sharp(typeof image === 'string' ? Buffer.from(image) : image, { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}
