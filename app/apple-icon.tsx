import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/**
 * The site's mark (app/icon.svg) as a PNG, drawn at build: home-screen icon for iOS, and the
 * picture of the RSS channel and of the JSON-LD publisher, which want PNG, JPEG or GIF.
 */
export default async function AppleIcon() {
  const svg = await readFile(path.join(process.cwd(), 'app/icon.svg'));
  return new ImageResponse(<img src={`data:image/svg+xml;base64,${svg.toString('base64')}`} width={size.width} height={size.height} alt="" />, size);
}
