import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoBriefs, sites, siteVersions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { deleteAccountAction } from '@/lib/privacy/actions';
import { exportMyData } from '@/lib/privacy/export-data';
import { startTrialForAccountAction } from '@/lib/signup/actions';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { chooseOwnLogoAction, saveOwnLogoBriefAction } from '@/lib/sites/logo/actions';
import { claimLogoGeneration, runLogoGeneration } from '@/lib/sites/logo/generate-logo-options';
import { ownLogoDownload } from '@/lib/sites/logo/logo-download';
import { readOwnLogo } from '@/lib/sites/logo/own-logo';
import { offerLogoOptions, readSiteLogo, removeLogoOption, sitesAwaitingLogo, uploadLogoOption } from '@/lib/sites/logo/team-logo';
import { getStorage } from '@/lib/storage/storage';
import { createUser, signIn } from '../helpers/auth';
import { withFakeOpenAI } from '../helpers/fake-openai';
import { liveSite } from '../helpers/live-site';
import { mailTo } from '../helpers/mailbox';

const fake = withFakeOpenAI({ slowMs: 6_000, timeoutMs: 1_500 });

const BRIEF = { name: 'El Buen Sabor', colors: 'Rojo y amarillo', style: 'artesanal', message: 'Pollo a la brasa casero, cálido y familiar.' };

/** A live site whose owner is signed in (the customer's actions read the session). */
async function signedInOwner() {
  const site = await liveSite();
  await signIn(site.email, 'contraseña-segura-123');
  return site;
}

async function generate(admin: Actor, siteId: string) {
  const { brief, count } = await claimLogoGeneration(admin, siteId);
  await runLogoGeneration(brief, count);
  return readSiteLogo(admin, siteId);
}

const storedFile = (url: string) => getStorage().read(getStorage().keyFromUrl(url)!);
const fileOf = (body: Buffer | string, name: string, type: string) => new File([typeof body === 'string' ? body : new Uint8Array(body)], name, { type });

describe("'Tu logo': the brief", () => {
  it('checks the brief in Spanish, keeps what was typed, and saves it while the team prepares options', async () => {
    const { actor } = await signedInOwner();
    const missing = await saveOwnLogoBriefAction(null, Object.assign(new FormData(), {}) as FormData);
    expect(missing).toMatchObject({
      ok: false,
      fieldErrors: { name: ['Escribe el nombre que debe llevar tu logo'], message: ['Cuéntanos qué debe transmitir tu logo'] },
    });

    const form = new FormData();
    form.set('name', 'El Buen Sabor');
    form.set('message', 'x'.repeat(501));
    form.set('style', 'barroco');
    const invalid = await saveOwnLogoBriefAction(null, form);
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { message: ['La descripción del logo debe tener como máximo 500 caracteres'], style: ['Elige un estilo de la lista'] },
      values: { name: 'El Buen Sabor' },
    });
    expect(await readOwnLogo(actor)).toMatchObject({ status: 'none', brief: null });

    expect(await saveOwnLogoBriefAction(null, toForm(BRIEF))).toEqual({ ok: true, data: undefined });
    expect(await readOwnLogo(actor)).toMatchObject({ status: 'requested', brief: BRIEF, options: [] });
    // Rewritten while nothing was sent: still one brief.
    expect(await saveOwnLogoBriefAction(null, toForm({ ...BRIEF, colors: 'Verde' }))).toMatchObject({ ok: true });
    expect((await readOwnLogo(actor))?.brief?.colors).toBe('Verde');
  });

  it('takes an optional brief in the trial form, named after the business, and asks for the message when only a style is given', async () => {
    const customer = await createUser();
    await signIn(customer.email, customer.password);
    const details = {
      phone: '+51 987 654 321',
      businessName: 'Cevichería La Caleta',
      city: 'Lima',
      country: 'Perú',
      sitePreference: 'redesign',
      acceptTerms: 'on',
    };
    expect(await startTrialForAccountAction({ ...details, brandColors: 'Azul', logoStyle: 'moderno' })).toMatchObject({
      ok: false,
      fieldErrors: { logoMessage: ['Cuéntanos qué debe transmitir tu logo'] },
    });
    expect(await startTrialForAccountAction({ ...details, brandColors: 'Azul', logoStyle: 'moderno', logoMessage: 'Frescura del mar' })).toMatchObject({
      ok: true,
    });
    const [brief] = await getDb()
      .select({ name: logoBriefs.name, colors: logoBriefs.colors, style: logoBriefs.style, message: logoBriefs.message })
      .from(logoBriefs)
      .innerJoin(trialSubmissions, eq(trialSubmissions.id, logoBriefs.submissionId))
      .where(eq(trialSubmissions.userId, customer.id));
    expect(brief).toEqual({ name: 'Cevichería La Caleta', colors: 'Azul', style: 'moderno', message: 'Frescura del mar' });
  });
});

function toForm(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe("'Tu logo': the team's options", () => {
  it('generates four transparent PNG options through the image model with the real SDK, re-encoded and stored', async () => {
    const { siteId, admin } = await signedInOwner();
    await saveOwnLogoBriefAction(null, toForm(BRIEF));
    const view = await generate(admin, siteId);

    expect(fake.imageRequests).toHaveLength(1);
    const request = fake.imageRequests[0]!;
    expect(request.body).toMatchObject({ model: 'gpt-image-1', n: 4, size: '1024x1024', background: 'transparent', output_format: 'png' });
    expect(request.body.prompt).toContain('"El Buen Sabor"');
    expect(request.body.prompt).toContain('Pollo a la brasa casero');
    expect(view).toMatchObject({ isGenerating: false, problem: null });
    expect(view!.options).toHaveLength(4);
    for (const option of view!.options) {
      const meta = await sharp((await storedFile(option.url))!).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 1024, 1024, true]);
      expect(option.source).toBe('ai');
    }
    // Full: a fifth is refused until the team removes one; then one slot is drawn.
    await expect(claimLogoGeneration(admin, siteId)).rejects.toThrow('There are 4 options already: remove one to generate more.');
    await removeLogoOption(admin, { siteId, optionId: view!.options[0]!.id });
    expect((await generate(admin, siteId))!.options).toHaveLength(4);
    expect(fake.imageRequests[1]!.body.n).toBe(1);
  });

  it('says why a generation failed, stores nothing that is not a picture, and the team can upload instead', async () => {
    const { siteId, admin } = await signedInOwner();
    await saveOwnLogoBriefAction(null, toForm(BRIEF));

    fake.failNext('error500');
    expect(await generate(admin, siteId)).toMatchObject({ options: [], problem: 'The image model failed or refused the brief. Try again, or upload options.' });
    fake.failNext('refused');
    expect(await generate(admin, siteId)).toMatchObject({ options: [], problem: 'The image model failed or refused the brief. Try again, or upload options.' });
    fake.failNext('malformed');
    expect(await generate(admin, siteId)).toMatchObject({ options: [], problem: 'The image model answered no usable picture. Try again, or upload options.' });
    fake.failNext('slow');
    expect(await generate(admin, siteId)).toMatchObject({ options: [], problem: 'The image model did not answer in time. Try again, or upload options.' });

    // While a run holds the brief, a second click does not start another.
    const { brief, count } = await claimLogoGeneration(admin, siteId);
    expect(await readSiteLogo(admin, siteId)).toMatchObject({ isGenerating: true });
    await expect(claimLogoGeneration(admin, siteId)).rejects.toThrow('A generation is already running for this logo.');
    await runLogoGeneration(brief, count);
    const { options } = (await readSiteLogo(admin, siteId))!;
    expect(options).toHaveLength(4);
    await removeLogoOption(admin, { siteId, optionId: options[3]!.id });

    // Uploads are checked by their bytes: a script or an SVG named .png is refused.
    await expect(uploadLogoOption(admin, { siteId, file: fileOf('<svg onload="alert(1)"/>', 'logo.png', 'image/png') })).rejects.toThrow(
      'only JPEG, PNG, WebP, GIF or AVIF images are allowed',
    );
    await expect(uploadLogoOption(admin, { siteId, file: fileOf(Buffer.alloc(0), 'vacio.png', 'image/png') })).rejects.toThrow('the file is empty');
    const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#d35400' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Diseñador' } })
      .toBuffer();
    const uploaded = await uploadLogoOption(admin, { siteId, file: fileOf(jpeg, 'logo.jpg', 'image/jpeg') });
    const meta = await sharp((await storedFile(uploaded.url))!).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 1024, 512, undefined]);
  });
});

describe("'Tu logo': the customer's choice", () => {
  it('e-mails the customer when options are sent, keeps the choice to the owner, and puts it live as a new version with downloads', async () => {
    const { siteId, admin, actor, email } = await signedInOwner();
    expect(await sitesAwaitingLogo(admin, [siteId])).toEqual(new Set());
    await saveOwnLogoBriefAction(null, toForm(BRIEF));
    // The team's Sites tab marks the brief until the options are sent.
    expect(await sitesAwaitingLogo(admin, [siteId])).toEqual(new Set([siteId]));
    const { options } = (await generate(admin, siteId))!;
    // Nothing to choose before the team sends the options.
    expect((await readOwnLogo(actor))?.options).toEqual([]);
    expect(await chooseOwnLogoAction(null, toForm({ optionId: options[1]!.id }))).toMatchObject({
      ok: false,
      error: 'Esa opción ya no está disponible. Recarga la página y elige otra.',
    });

    expect(await offerLogoOptions(admin, siteId)).toEqual({ count: 4 });
    expect(await sitesAwaitingLogo(admin, [siteId])).toEqual(new Set());
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Tus opciones de logo están listas');
    expect(mail?.text).toContain('/dashboard/logo');
    expect(await readOwnLogo(actor)).toMatchObject({ status: 'offered', options });
    // The brief is closed once options are out; the team's options too.
    expect(await saveOwnLogoBriefAction(null, toForm(BRIEF))).toMatchObject({
      ok: false,
      error: 'Ya te enviamos las opciones de logo de este pedido: elige una abajo.',
    });
    await expect(removeLogoOption(admin, { siteId, optionId: options[0]!.id })).rejects.toThrow('already sent');

    // Another customer cannot choose this customer's option, nor download their logo.
    const stranger = await liveSite('Botica San José');
    await signIn(stranger.email, 'contraseña-segura-123');
    expect(await chooseOwnLogoAction(null, toForm({ optionId: options[1]!.id }))).toMatchObject({ ok: false });
    expect(await ownLogoDownload(stranger.actor, 512)).toBeNull();

    await signIn(email, 'contraseña-segura-123');
    const [before] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    expect(await chooseOwnLogoAction(null, toForm({ optionId: options[1]!.id }))).toEqual({ ok: true, data: { isLive: true } });
    const [after] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    const [published] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, after!.publishedVersionId!));
    expect(published!.id).not.toBe(before!.publishedVersionId);
    expect([published!.number, published!.source]).toEqual([2, 'logo choice']);
    expect(readVersionDocument(published!.document).business.logoUrl).toBe(options[1]!.url);
    expect(await readOwnLogo(actor)).toMatchObject({ status: 'chosen', chosen: options[1], isOnLiveSite: true });

    const download = await ownLogoDownload(actor, 192);
    expect(download?.fileName).toBe('logo-el-buen-sabor-192.png');
    const meta = await sharp(download!.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 192, 192, true]);

    // The brief and the choice are the customer's data: in their export, and gone with their account.
    expect((await exportMyData(actor)).logoBriefs).toEqual([
      expect.objectContaining({ name: 'El Buen Sabor', message: BRIEF.message, status: 'chosen', chosenLogoUrl: options[1]!.url }),
    ]);
    expect((await deleteAccountAction({ password: 'contraseña-segura-123', confirm: true })).ok).toBe(true);
    for (const option of options) expect(await storedFile(option.url)).toBeNull();
  });
});
