import 'server-only';
import { PDFDocument, PageSizes, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * A site's QR code as print-ready files (issue 27): a PNG and an SVG of the code alone, and an A5
 * sheet (PDF) with the business's name, a line saying what the code opens, the code and the
 * address. Medium error correction survives a smudge on a table; the quiet margin of four modules
 * is the standard's.
 */

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** 1,200 px: 10 cm at 300 dpi, sharp on a printed page or a sticker. */
export const qrPng = (url: string): Promise<Buffer> => QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: 1200 });

export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });

export type QrSheet = { url: string; businessName: string; caption: string; address: string };

const MARGIN = 40;
/** 300 pt is 10.6 cm: a phone reads it from an arm's length across a table or on a door. */
const QR_SIZE = 300;
const INK = rgb(0.1, 0.1, 0.1);

/**
 * The standard fonts speak WinAnsi, which has every Spanish letter (á é í ó ú ñ ü ¿ ¡) but not every
 * character a name may hold: a letter with another accent is printed without it, anything else
 * (an emoji) is left out, so no business name can make the sheet fail.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  const isKnown = (char: string) => known.has(char.codePointAt(0)!);
  return [...text.normalize('NFC')]
    .map((char) => (isKnown(char) ? char : ([...char.normalize('NFD')].find(isKnown) ?? '')))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words laid into lines no wider than `width`; a word wider than a line is cut where it must. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = lines.length > 0 ? `${lines.at(-1)} ${word}` : '';
    if (joined && fits(joined)) lines[lines.length - 1] = joined;
    else {
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      lines.push(rest);
    }
  }
  return lines;
}

/** The largest of `sizes` at which the text takes at most `maxLines` lines (the smallest otherwise). */
function fitText(font: PDFFont, text: string, sizes: number[], maxLines: number, width: number) {
  for (const size of sizes) {
    const lines = wrap(font, text, size, width);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  return { size, lines: wrap(font, text, size, width) };
}

type Block = { font: PDFFont; size: number; lines: string[]; leading: number };

function drawCentered(page: PDFPage, block: Block, top: number): number {
  let y = top;
  for (const line of block.lines) {
    y -= block.leading;
    page.drawText(line, { x: (page.getWidth() - block.font.widthOfTextAtSize(line, block.size)) / 2, y, size: block.size, font: block.font, color: INK });
  }
  return y;
}

/** The code drawn as vector squares (one rectangle per run of dark modules in a row): sharp at any printing size. */
function drawQr(page: PDFPage, url: string, left: number, bottom: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const count = modules.size + 2 * QR_OPTIONS.margin;
  const unit = size / count;
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      page.drawRectangle({
        x: left + (start + QR_OPTIONS.margin) * unit,
        y: bottom + size - (row + 1 + QR_OPTIONS.margin) * unit,
        // A hair wider and taller, so neighbouring squares leave no white seam in some viewers.
        width: (col - start) * unit + 0.05,
        height: unit + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The A5 sheet: one page, the name on top, the caption, the code, the address under it. */
export async function qrSheetPdf(sheet: QrSheet): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const [bold, regular] = await Promise.all([pdf.embedFont(StandardFonts.HelveticaBold), pdf.embedFont(StandardFonts.Helvetica)]);
  const page = pdf.addPage(PageSizes.A5);
  const width = page.getWidth() - 2 * MARGIN;

  const name = fitText(bold, printable(bold, sheet.businessName), [28, 24, 20, 16], 3, width);
  const caption = fitText(regular, printable(regular, sheet.caption), [17, 14], 2, width);
  const address = fitText(regular, printable(regular, sheet.address), [12, 10], 3, width);
  const blocks = {
    name: { font: bold, size: name.size, lines: name.lines, leading: name.size * 1.2 },
    caption: { font: regular, size: caption.size, lines: caption.lines, leading: caption.size * 1.3 },
    address: { font: regular, size: address.size, lines: address.lines, leading: address.size * 1.35 },
  };
  const height = (block: Block) => block.lines.length * block.leading;
  const GAP = 18;
  const total = height(blocks.name) + GAP + height(blocks.caption) + GAP + QR_SIZE + GAP + height(blocks.address);
  // The whole composition centred on the page.
  let y = page.getHeight() - Math.max(MARGIN, (page.getHeight() - total) / 2);
  y = drawCentered(page, blocks.name, y) - GAP;
  y = drawCentered(page, blocks.caption, y) - GAP;
  drawQr(page, sheet.url, (page.getWidth() - QR_SIZE) / 2, y - QR_SIZE, QR_SIZE);
  drawCentered(page, blocks.address, y - QR_SIZE - GAP);

  pdf.setTitle(`${printable(regular, sheet.businessName)}: código QR`);
  pdf.setCreator('Vitrina');
  pdf.setProducer('Vitrina');
  return pdf.save();
}
