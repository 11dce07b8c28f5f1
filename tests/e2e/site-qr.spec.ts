import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { PageSizes, PDFDocument } from 'pdf-lib';
import { decodeQrImage, decodeQrInPdf, pdfTextLines } from '../helpers/read-pdf';
import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCardWithSketch, publishVersion } from './trial-customer';

const siteAddress = (label: string, path: string) => `http://${label}.localhost:${E2E_PORT}${path}`;
const PERSON = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const bytesOf = async (download: Download) => readFile(await download.path());

test("'Tu código QR': the owner downloads the site's and the menu's codes to print, a scan opens the menu and counts as a visit from the QR", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const businessName = `Cevichería QR ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName, { industry: 'Restaurante' });
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(page, businessName);
  await publishVersion(card.getByTestId('site-panel'), 1);

  const owner = customer.page;
  await owner.goto('/dashboard/sitio');
  await expect(owner.getByRole('heading', { name: 'Tu código QR' })).toBeVisible();
  const menu = owner.getByRole('region', { name: 'Código QR: Tu carta' });
  await expect(menu.getByRole('img', { name: 'Código QR de tu carta' })).toBeVisible();

  // The A5 sheet for the tables: one page with the name, the line and the code of the menu.
  const [sheet] = await Promise.all([owner.waitForEvent('download'), menu.getByRole('link', { name: 'PDF para imprimir (A5)' }).click()]);
  expect(sheet.suggestedFilename()).toBe(`qr-${label}-carta.pdf`);
  const pdf = new Uint8Array(await bytesOf(sheet));
  const document = await PDFDocument.load(pdf);
  expect(document.getPageCount()).toBe(1);
  const [width, height] = PageSizes.A5;
  expect(document.getPage(0).getSize()).toEqual({ width, height });
  // The name is set large, over two lines when it must.
  expect(pdfTextLines(pdf).join(' ')).toBe(`${businessName} Escanea para ver la carta Trujillo`);
  const menuEntry = decodeQrInPdf(pdf, { width, height });
  expect(menuEntry).toBe(siteAddress(label, '/qr/carta'));

  // The site's own code, for the door, as images.
  const site = owner.getByRole('region', { name: 'Código QR: Tu web' });
  const [png] = await Promise.all([owner.waitForEvent('download'), site.getByRole('link', { name: 'Imagen PNG' }).click()]);
  expect(png.suggestedFilename()).toBe(`qr-${label}.png`);
  expect(await decodeQrImage(await bytesOf(png))).toBe(siteAddress(label, '/qr'));
  const [svg] = await Promise.all([owner.waitForEvent('download'), site.getByRole('link', { name: 'Imagen SVG' }).click()]);
  expect(svg.suggestedFilename()).toBe(`qr-${label}.svg`);
  expect(await decodeQrImage((await bytesOf(svg)).toString('utf8'))).toBe(siteAddress(label, '/qr'));

  // A guest at a table scans the menu's code: the menu opens, with no script.
  const guest = await browser.newContext({ userAgent: PERSON, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.47.1' } });
  const phone = await guest.newPage();
  await phone.goto(menuEntry!);
  await expect(phone).toHaveURL(siteAddress(label, '/carta'));
  await expect(phone.getByRole('heading', { name: 'Nuestra carta' })).toBeVisible();
  await guest.close();

  // The owner sees it among the site's results.
  await owner.goto('/dashboard/resultados');
  const fromQr = owner.getByText('Visitas desde el QR').locator('..');
  await expect(fromQr.getByRole('definition')).toHaveText('1');
  await customer.close();
});
