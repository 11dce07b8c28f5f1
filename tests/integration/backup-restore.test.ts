import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '@/lib/backup/archive';
import { localArchive } from '@/lib/backup/archive-local';
import { runBackup } from '@/lib/backup/backup';
import { postgresUrl } from '@/lib/backup/cli';
import { runRestore } from '@/lib/backup/restore';
import { backupSettingsFromEnv, openArchive } from '@/lib/backup/target';
import { resetConfigForTests } from '@/lib/config';
import { recordConfirmedPayment } from '@/lib/receipts/record-payment';
import { uploadOwnPhoto } from '@/lib/sites/document/customer-photos';
import { publishSite } from '@/lib/sites/publish/publish';
import { restoreSiteVersion, saveSiteVersion } from '@/lib/sites/publish/versions';
import { sendSiteContact } from '@/lib/sites/traffic/site-contact';
import { uploadSiteImage } from '@/lib/sites/document/site-images';
import { createLocalStorage } from '@/lib/storage/local';
import { createS3Storage } from '@/lib/storage/s3';
import { getStorage } from '@/lib/storage/storage';
import { setupFakeReceipts } from '../fakes/receipts/vitest';
import { FAKE_S3_BUCKET, startFakeS3, type FakeS3 } from '../fakes/s3/server';
import { setupFake } from '../fakes/setup-fake';
import { liveSite } from '../helpers/live-site';
import { appDatabaseOnPostgres, createEmptyDatabase } from '../helpers/postgres-databases';

/**
 * Issue 24, item 3: a backup restores. The data set is what an operator would miss most: a
 * customer, their live site with several versions, a lead from the site's form, a receipt
 * accepted by the receipt API, and uploaded pictures. Restored into an EMPTY database and empty
 * storage, every row of those tables and every file's bytes must come back.
 */
const sourceUrl = appDatabaseOnPostgres();
setupFakeReceipts();

const ROOT = process.cwd();
const TABLES = [
  'user',
  'account',
  'trial_submissions',
  'subscriptions',
  'sites',
  'site_versions',
  'site_leads',
  'customer_photos',
  'receipts',
  'receipt_series',
];

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
const pngFile = async (name: string, color: string) => new File([new Uint8Array(await png(color))], name, { type: 'image/png' });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** The customer, site, versions, lead, receipt and uploads an operator must get back. */
async function realisticData(businessName: string) {
  const { siteId, label, actor, admin, email } = await liveSite(businessName);
  const photo = await uploadOwnPhoto(actor, await pngFile('local.png', '#aa3311'));
  const image = await uploadSiteImage(admin, { siteId, file: await pngFile('plato.png', '#1155aa') });
  const [first] = await query<{ document: unknown }>(sourceUrl(), 'select document from site_versions where site_id = $1 and number = 1', [siteId]);
  await saveSiteVersion(admin, siteId, first!.document);
  await restoreSiteVersion(admin, siteId, 1);
  await publishSite(admin, siteId);
  expect(
    await sendSiteContact(
      label,
      form({ name: 'Lucía Huamán', phone: '+51 987 111 222', message: '¿Tienen mesa para 8 el viernes?', page: '/contacto' }),
      '203.0.113.9',
    ),
  ).toEqual({ ok: true });
  const receipt = await recordConfirmedPayment(
    {
      paymentId: `pay-${siteId}`,
      subscriptionId: null,
      customerId: null,
      userId: actor.userId,
      status: 'approved',
      amountCents: 2500,
      currency: 'PEN',
      paidAt: new Date(),
      planType: 'basic',
    },
    'stripe',
  );
  expect(receipt).toMatchObject({ status: 'accepted' });
  return { siteId, email, photoUrl: photo.url, imageUrl: image.url };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of a table as JSON text, in a stable order: equal lists mean equal tables. */
const rowsOf = async (url: string, table: string) =>
  (await query<{ r: string }>(url, `select row_to_json(t)::text as r from public."${table}" t`)).map((row) => row.r).sort();

const tablesIn = async (url: string) =>
  Number((await query<{ n: string }>(url, `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`))[0]!.n);

/** Every file under a local uploads folder: key → bytes. */
async function filesIn(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const folder of await readdir(dir).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(dir, folder))) files.set(`${folder}/${name}`, await readFile(path.join(dir, folder, name)));
  }
  return files;
}

/** `npm run <script> -- args`, as an operator types it, with the environment changed by `env`. */
async function npmRun(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '-s', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const scratch: string[] = [];
const tempDir = async (label: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `vitrina-${label}-`));
  scratch.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

const quiet = () => undefined;

describe('backups on local disk', () => {
  let data: Awaited<ReturnType<typeof realisticData>>;
  let archive: string;
  let restoredUrl: string;
  let restoredUploads: string;

  beforeAll(async () => {
    data = await realisticData('Cevichería La Caleta');
  });

  it('npm run backup, then npm run restore into an empty database and folder: every customer, site version, lead, receipt and upload comes back', async () => {
    const backupDir = await tempDir('backups');
    const backup = await npmRun('backup', [], { DATABASE_URL: sourceUrl(), BACKUP_DIR: backupDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [name] = await readdir(backupDir);
    expect(name).toMatch(/^vitrina-\d{4}-\d{2}-\d{2}T\d{6}Z$/);
    archive = path.join(backupDir, name!);
    expect(backup.stdout).toContain(`Backup ${name} written`);
    expect(backup.stdout.trim().split('\n').at(-1)).toBe(archive);
    const manifest = JSON.parse(await readFile(path.join(archive, 'manifest.json'), 'utf8'));
    expect(manifest.database.tables['public.site_versions']).toBe(3);
    expect(manifest.database.migrations.head).toMatch(/^\d{4}_/);

    const expected = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await rowsOf(sourceUrl(), table)] as const)));
    const uploads = await filesIn(process.env.UPLOADS_DIR!);
    expect(uploads.size).toBe(2);

    restoredUrl = await createEmptyDatabase('restored');
    restoredUploads = await tempDir('restored-uploads');
    const restore = await npmRun('restore', [archive], { DATABASE_URL: restoredUrl, UPLOADS_DIR: restoredUploads });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Backup ${name}, taken ${manifest.takenAt}`);
    expect(restore.stdout).toContain('site_versions: 3');
    expect(restore.stdout).toContain('files: 2 (');
    expect(restore.stdout).toContain("Verified: every table has the manifest's row count and every file its SHA-256.");

    for (const table of TABLES) expect({ table, rows: await rowsOf(restoredUrl, table) }).toEqual({ table, rows: expected[table] });
    expect((await rowsOf(restoredUrl, 'user')).some((row) => row.includes(data.email))).toBe(true);
    expect((await rowsOf(restoredUrl, 'site_leads')).some((row) => row.includes('¿Tienen mesa para 8 el viernes?'))).toBe(true);
    expect(await filesIn(restoredUploads)).toEqual(uploads);
    // The customer's photo is served from the restored folder by the app's own reader.
    const photoKey = data.photoUrl.replace('/api/uploads/', '');
    expect(await createLocalStorage(restoredUploads).read(photoKey)).toEqual(uploads.get(photoKey));
  }, 300_000);

  it('refuses to restore over a database that holds tables, changing nothing; --overwrite replaces it', async () => {
    await query(restoredUrl, `insert into site_leads (site_id, name, message, page) values ($1, 'Escrito después', 'no estaba en la copia', '/')`, [
      data.siteId,
    ]);
    const restore = (overwrite: boolean) =>
      runRestore({
        archive: localArchive(archive),
        databaseUrl: restoredUrl,
        storage: createLocalStorage(restoredUploads),
        storageKind: 'local',
        overwrite,
        log: quiet,
      });

    await expect(restore(false)).rejects.toThrow(
      /the database already holds \d+ tables, sequences or views: restore into an empty database \(createdb\), or add --overwrite/,
    );
    expect((await rowsOf(restoredUrl, 'site_leads')).filter((row) => row.includes('Escrito después'))).toHaveLength(1);

    const replaced = await restore(true);
    expect(replaced.problems).toEqual([]);
    expect(replaced).toMatchObject({ filesWritten: 0, filesAlreadyThere: 2 });
    expect(await rowsOf(restoredUrl, 'site_leads')).toEqual(await rowsOf(sourceUrl(), 'site_leads'));
  }, 120_000);

  it('refuses a damaged archive before writing anything, and reports a restore that differs from its manifest', async () => {
    const damaged = path.join(await tempDir('damaged'), 'copia');
    await cp(archive, damaged, { recursive: true });
    const photoEntry = path.join(damaged, 'files', data.photoUrl.replace('/api/uploads/', ''));
    const photo = await readFile(photoEntry);
    await writeFile(photoEntry, Buffer.concat([photo.subarray(0, 100), Buffer.from([photo[100]! ^ 0xff]), photo.subarray(101)]));
    const emptyUrl = await createEmptyDatabase('damaged');
    const emptyUploads = await tempDir('damaged-uploads');
    const restore = () =>
      runRestore({
        archive: localArchive(damaged),
        databaseUrl: emptyUrl,
        storage: createLocalStorage(emptyUploads),
        storageKind: 'local',
        overwrite: false,
        log: quiet,
      });

    await expect(restore()).rejects.toThrow(/SHA-256 differs from the manifest's; the archive is damaged/);
    expect(await tablesIn(emptyUrl)).toBe(0);
    expect((await filesIn(emptyUploads)).size).toBe(0);

    // Bytes put right, but a manifest that counted one more lead than the dump holds.
    await writeFile(photoEntry, photo);
    const manifest = JSON.parse(await readFile(path.join(damaged, 'manifest.json'), 'utf8'));
    manifest.database.tables['public.site_leads'] += 1;
    await writeFile(path.join(damaged, 'manifest.json'), JSON.stringify(manifest));
    const result = await restore();
    expect(result.problems).toEqual([`table public.site_leads: 1 rows, the backup had 2`]);
  }, 120_000);

  it('says plainly that the embedded development database is not backed up', () => {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    resetConfigForTests();
    try {
      expect(() => postgresUrl('backup')).toThrow(BackupError);
      expect(() => postgresUrl('backup')).toThrow(
        /npm run backup works on PostgreSQL \(DATABASE_URL\) only\. This environment uses the embedded development database \(PGlite in .+\), which it does not back up: stop npm run dev and copy that folder/,
      );
    } finally {
      process.env.DATABASE_URL = saved;
      resetConfigForTests();
    }
  });
});

describe('backups of an S3 bucket, kept in another bucket', () => {
  const uploads = setupFake('uploads bucket', startFakeS3);
  let backups: FakeS3;
  let restoredBucket: FakeS3;
  beforeAll(async () => {
    backups = await startFakeS3();
    restoredBucket = await startFakeS3();
  });
  afterAll(async () => {
    await backups.stop();
    await restoredBucket.stop();
  });

  it('writes dated archives under a prefix, keeps the newest BACKUP_KEEP, and restores the latest into an empty bucket and database', async () => {
    const data = await realisticData('Florería Las Orquídeas');
    // Files put by hand and an older backup kept in the uploads bucket are not uploads.
    await getStorage().put(
      'blog-covers/portada-1.webp',
      await sharp(await png('#22aa44'))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    uploads().objects.set('backups/vitrina-2026-01-01T000000Z/manifest.json', { body: Buffer.from('{}'), contentType: 'application/json' });
    // Listings come two keys a page, so the backup has to follow S3's continuation tokens.
    uploads().pageSize = 2;
    backups.pageSize = 3;
    const uploaded = [...uploads().objects].filter(([key]) => !key.startsWith('backups/'));
    expect(uploaded.map(([key]) => key)).toEqual(
      expect.arrayContaining([data.photoUrl, data.imageUrl].map((url) => url.replace('https://cdn.vitrina.test/', ''))),
    );

    const env = {
      ...uploads().env,
      BACKUP_S3_BUCKET: FAKE_S3_BUCKET,
      BACKUP_S3_PREFIX: 'vitrina/diarias',
      BACKUP_S3_ENDPOINT: backups.env.S3_ENDPOINT,
      BACKUP_KEEP: '1',
    };
    const settings = backupSettingsFromEnv(env);
    const storage = getStorage();
    const first = await runBackup({ databaseUrl: sourceUrl(), storage, storageKind: 's3', target: settings.target, keep: settings.keep, log: quiet });
    expect(first.location).toBe(`s3://${FAKE_S3_BUCKET}/vitrina/diarias/${first.name}`);
    expect(first.manifest.storage.files.map((file) => file.key).sort()).toEqual(uploaded.map(([key]) => key).sort());
    const firstKeys = [...backups.objects.keys()];
    expect(firstKeys.sort()).toEqual(
      [
        `vitrina/diarias/${first.name}/database.pgdump`,
        `vitrina/diarias/${first.name}/manifest.json`,
        ...uploaded.map(([key]) => `vitrina/diarias/${first.name}/files/${key}`),
      ].sort(),
    );
    // Every request to the backup bucket was signed with its key.
    expect(backups.calls.every((call) => call.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=AKIAFAKE/'))).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1100)); // archives are named to the second
    const second = await runBackup({ databaseUrl: sourceUrl(), storage, storageKind: 's3', target: settings.target, keep: settings.keep, log: quiet });
    expect(second.removed).toEqual([first.name]);
    expect([...backups.objects.keys()].filter((key) => key.includes(first.name))).toEqual([]);
    expect(await settings.target.list()).toEqual([second.name]);
    // Each success is on record in the database, where a freshness alert reads it.
    expect((await query<{ run_key: string }>(sourceUrl(), `select run_key from job_runs where job = 'backup'`)).map((row) => row.run_key)).toEqual(
      expect.arrayContaining([first.name, second.name]),
    );

    const restoredUrl = await createEmptyDatabase('restored_s3');
    const archive = await openArchive('latest', env);
    expect(archive.location).toBe(second.location);
    const restoredStorage = createS3Storage({
      kind: 's3',
      bucket: FAKE_S3_BUCKET,
      endpoint: restoredBucket.env.S3_ENDPOINT,
      region: 'us-east-1',
      accessKeyId: 'AKIAFAKE',
      secretAccessKey: 'fake-secret',
      publicUrl: 'https://cdn.vitrina.test',
    });
    const result = await runRestore({ archive, databaseUrl: restoredUrl, storage: restoredStorage, storageKind: 's3', overwrite: false, log: quiet });
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ filesWritten: uploaded.length, filesAlreadyThere: 0 });
    expect([...restoredBucket.objects].map(([key, object]) => [key, object.body]).sort()).toEqual(uploaded.map(([key, object]) => [key, object.body]).sort());
    expect(restoredBucket.objects.get(data.photoUrl.replace('https://cdn.vitrina.test/', ''))?.contentType).toBe('image/png');
    for (const table of TABLES) expect({ table, rows: await rowsOf(restoredUrl, table) }).toEqual({ table, rows: await rowsOf(sourceUrl(), table) });
    // The address form `npm run backup` prints opens the same archive.
    expect((await openArchive(second.location, env)).location).toBe(second.location);
  }, 180_000);
});
