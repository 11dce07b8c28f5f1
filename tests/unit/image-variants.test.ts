import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { putImageWithVariants } from '@/lib/storage/image-variants';
import { createLocalStorage } from '@/lib/storage/local';
import { normalizeImage } from '@/lib/storage/normalize-image';
import { imageVariants, markedName } from '@/lib/storage/variant-names';

const picture = (width: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#16a085' } })
    [format]()
    .toBuffer();

describe("a photo's smaller copies for phones", () => {
  it('are named by the photo itself, with its own width last, so any address of it offers them', () => {
    expect(markedName('ab-12', 'jpg', [480, 960], 1600)).toBe('ab-12_v480-960-1600.jpg');
    expect(markedName('ab-12', 'png', [], 300)).toBe('ab-12.png');
    expect(imageVariants('https://cdn.example/photos/ab-12_v480-960-1600.jpg')).toEqual([
      { address: 'https://cdn.example/photos/ab-12_v480-960-1600-w480.jpg', width: 480 },
      { address: 'https://cdn.example/photos/ab-12_v480-960-1600-w960.jpg', width: 960 },
      { address: 'https://cdn.example/photos/ab-12_v480-960-1600.jpg', width: 1600 },
    ]);
    // An export's copy of the file keeps the mark; photos of before, and others' addresses, offer nothing.
    expect(imageVariants('images/photos-ab-12_v480-700.webp').map((v) => v.address)).toEqual([
      'images/photos-ab-12_v480-700-w480.webp',
      'images/photos-ab-12_v480-700.webp',
    ]);
    expect(imageVariants('/api/uploads/sites/old-photo.jpg')).toEqual([]);
    expect(imageVariants('https://example.pe/a_v480-960.jpg?x=1')).toEqual([]);
  });

  it('are stored beside it in its own format, only below its width, and never for an animation', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-variants-'));
    const storage = createLocalStorage(dir);
    const large = await putImageWithVariants(storage, 'photos', 'grande', await normalizeImage(await picture(1200)));
    const medium = await putImageWithVariants(storage, 'photos', 'mediana', await normalizeImage(await picture(700, 'png')));
    const small = await putImageWithVariants(storage, 'photos', 'chica', await normalizeImage(await picture(300)));
    // Two different frames of 900 px: a GIF that moves.
    const pixels = Buffer.alloc(900 * 1800 * 4, 200).fill(30, 900 * 900 * 4);
    const frames = await sharp(pixels, { raw: { width: 900, height: 1800, channels: 4, pageHeight: 900 } })
      .gif()
      .toBuffer();
    const animation = await normalizeImage(frames);
    expect(animation.animated).toBe(true);
    const gif = await putImageWithVariants(storage, 'photos', 'animada', animation);
    expect([large.key, medium.key, small.key, gif.key]).toEqual([
      'photos/grande_v480-720-960-1200.jpg',
      'photos/mediana_v480-700.png',
      'photos/chica.jpg',
      'photos/animada.gif',
    ]);
    expect(readdirSync(path.join(dir, 'photos')).sort()).toEqual([
      'animada.gif',
      'chica.jpg',
      'grande_v480-720-960-1200-w480.jpg',
      'grande_v480-720-960-1200-w720.jpg',
      'grande_v480-720-960-1200-w960.jpg',
      'grande_v480-720-960-1200.jpg',
      'mediana_v480-700-w480.png',
      'mediana_v480-700.png',
    ]);
    const copy = await sharp((await storage.read('photos/grande_v480-720-960-1200-w960.jpg'))!).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(['jpeg', 960, 720]);
  });
});
