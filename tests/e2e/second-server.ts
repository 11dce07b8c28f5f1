import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ENV } from './env';

/** A port nobody listens on, as the system hands one out. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type SecondServer = {
  base: string;
  process: ChildProcess;
  /** Where it writes its e-mails (MAIL_TRANSPORT=disk): read them with latestEmailTo(to, ms, mailDir). */
  mailDir: string;
  /** What it printed on stdout and stderr so far. */
  output: () => string;
  /** Its exit code, or null if it is still running after `withinMs`. */
  exitCode: (withinMs: number) => Promise<number | null>;
  /** Stops it if it still runs and removes its build link and data. */
  dispose: () => Promise<void>;
};

/**
 * A production server beside the suite's: the suite's build with a data cache of its own (the
 * suite's server keeps using the other), an empty embedded database and no payment provider,
 * with `change` applied to its environment (undefined removes a variable). `command` is
 * `npm start`'s script by default, or `next start`. With `ownAddress` its APP_URL and
 * BETTER_AUTH_URL are its own (sign-in and payment returns come back to it, not to the suite's
 * server); with `seed` its database is migrated and seeded first, the suite's admin included.
 */
export async function startSecondServer(
  change: Record<string, string | undefined> = {},
  command: 'npm start' | 'next start' = 'npm start',
  options: { ownAddress?: boolean; seed?: boolean } = {},
): Promise<SecondServer> {
  const port = await freePort();
  const build = process.env.NEXT_DIST_DIR ?? '.next';
  const dist = `.next-second-${port}`;
  mkdirSync(path.join(dist, 'cache'), { recursive: true });
  for (const entry of readdirSync(build)) if (entry !== 'cache') symlinkSync(path.resolve(build, entry), path.join(dist, entry));
  const data = mkdtempSync(path.join(tmpdir(), 'vitrina-second-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_ENV,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: dist,
    PGLITE_DATA_DIR: `${data}/pg`,
    MAIL_DIR: `${data}/mail`,
    UPLOADS_DIR: `${data}/uploads`,
  };
  delete env.DATABASE_URL;
  delete env.PAYMENT_PROVIDER;
  if (options.ownAddress) env.APP_URL = env.BETTER_AUTH_URL = `http://127.0.0.1:${port}`;
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  if (options.seed) {
    const seed = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts'], { env: { ...env, NODE_ENV: 'development' }, stdio: 'ignore' });
    const code = await new Promise<number>((resolve) => seed.once('exit', (exit) => resolve(exit ?? 1)));
    if (code !== 0) throw new Error(`seeding the second server's database exited ${code}`);
  }
  const args =
    command === 'npm start'
      ? ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1']
      : ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = spawn('node', args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  const exitCode = (withinMs: number) => Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), withinMs))]);
  return {
    base: `http://127.0.0.1:${port}`,
    process: child,
    mailDir: env.MAIL_DIR!,
    output: () => output,
    exitCode,
    dispose: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        process.kill(-child.pid, 'SIGKILL');
        await exited;
      }
      rmSync(dist, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Resolves once `url` answers 2xx, or throws after `withinMs`. */
export async function waitUntilOk(url: string, withinMs = 90_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer 2xx within ${withinMs / 1000} s`);
}
