/**
 * `npm run test:topology`: the production topology of README's "Production" section on this
 * machine, and the checks of tests/topology run against it through Caddy over HTTPS.
 *
 * Starts, each with its output in .data/topology-<port>/: a redis-server of its own, a fresh
 * PostgreSQL database (seeded with the app's own operations, tests/topology/seed.ts), two
 * `npm start` instances (scripts/start.mjs) and Caddy (Debian's package) from deploy/Caddyfile
 * with its local CA instead of ACME (tests/topology/caddy/test.global). Then runs Vitest with
 * vitest.topology.config.ts, and stops every process and drops the database however it ended.
 *
 * The build: APP_URL and SITES_DOMAIN are written into the pages and the host rewrites at build
 * time, and the end-to-end build has neither a public host nor a sites domain, so the topology
 * builds into a folder of its own (NEXT_DIST_DIR, tests/topology/env.ts) when that folder is
 * missing or was built with other values; `--build` builds again anyway (after code changes).
 *
 * Options (environment): TOPOLOGY_PORT (first of 100 ports, default 4100), TOPOLOGY_DATABASE_URL
 * (a PostgreSQL server to create the database on; default DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres) and TOPOLOGY_DB_PREFIX (the database's name prefix).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, freshDatabase } from '../scratch-database';
import { TOPOLOGY_APP_HOST, TOPOLOGY_BUILD_ENV, TOPOLOGY_DIST_DIR, TOPOLOGY_ENV, TOPOLOGY_PORTS, TOPOLOGY_ROOT } from '../../tests/topology/env';

const root = path.resolve(TOPOLOGY_ROOT);
const started = Date.now();
const children: { name: string; child: ChildProcess }[] = [];
let databaseToDrop: { server: string; name: string } | undefined;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[topology ${seconds(started)}] ${message}`);

function requireTool(tool: string): void {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
    throw new Error(`${tool} is not installed: apt-get install -y ${tool === 'redis-server' ? 'redis-server' : tool}`);
}

/** Builds into TOPOLOGY_DIST_DIR unless a build made with the same values is there. */
function ensureBuild(force: boolean): void {
  const stamp = path.join(TOPOLOGY_DIST_DIR, 'topology-build.json');
  const wanted = JSON.stringify(TOPOLOGY_BUILD_ENV);
  if (!force && existsSync(path.join(TOPOLOGY_DIST_DIR, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    log(`using the build in ${TOPOLOGY_DIST_DIR} (npm run test:topology -- --build to build again)`);
    return;
  }
  const t0 = Date.now();
  log(`building into ${TOPOLOGY_DIST_DIR} with the topology's APP_URL and SITES_DOMAIN`);
  // next build adds its folder's type paths to tsconfig.json; the repository's file stays as it is.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, ...TOPOLOGY_BUILD_ENV, NEXT_TELEMETRY_DISABLED: '1' } });
  writeFileSync('tsconfig.json', tsconfig);
  if (result.status !== 0) throw new Error('next build failed');
  writeFileSync(stamp, wanted);
  log(`built in ${seconds(t0)}`);
}

/** Starts `command` in a process group of its own (so cleanup reaches its children), output to a log file. */
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const out = createWriteStream(path.join(root, `${name}.log`));
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  children.push({ name, child });
  return child;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    const dead = children.find(({ child }) => child.exitCode !== null || child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} exited (${dead.child.exitCode ?? dead.child.signalCode}) while waiting for ${what}; see ${root}/${dead.name}.log`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} not ready within ${withinMs / 1000} s`);
}

const answers = (url: string, init?: RequestInit) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );

async function createDatabase(): Promise<string> {
  const server = process.env.TOPOLOGY_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${process.env.TOPOLOGY_DB_PREFIX ?? 'vitrina_topology'}_${process.pid}`;
  const url = await freshDatabase(server, name);
  databaseToDrop = { server, name };
  return url;
}

async function cleanUp(): Promise<void> {
  for (const { child } of children.reverse()) {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  if (databaseToDrop) await dropDatabase(databaseToDrop.server, databaseToDrop.name);
  // Each instance's build link and own cache (the build itself stays for the next run).
  for (const port of TOPOLOGY_PORTS.instances) rmSync(`${TOPOLOGY_DIST_DIR}-${port}`, { recursive: true, force: true });
}

/** Each instance gets the build through links and a cache folder of its own, as on separate hosts. */
function instanceDist(port: number): string {
  const dist = `${TOPOLOGY_DIST_DIR}-${port}`;
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'cache'), { recursive: true });
  for (const entry of readdirSync(TOPOLOGY_DIST_DIR)) if (entry !== 'cache') symlinkSync(path.resolve(TOPOLOGY_DIST_DIR, entry), path.join(dist, entry));
  return dist;
}

async function main(): Promise<number> {
  for (const tool of ['caddy', 'redis-server']) requireTool(tool);
  ensureBuild(process.argv.includes('--build'));
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });

  const t0 = Date.now();
  start('redis', 'redis-server', ['--port', String(TOPOLOGY_PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], process.env);
  const databaseUrl = await createDatabase();
  const instanceEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...TOPOLOGY_ENV,
    MAIL_DIR: path.join(root, 'mail'),
    UPLOADS_DIR: path.join(root, 'uploads'),
    DATABASE_URL: databaseUrl,
  };
  delete instanceEnv.PGLITE_DATA_DIR;
  delete instanceEnv.PORT;

  const seedFile = path.join(root, 'seed.json');
  const seed = spawnSync('npx', ['tsx', '--conditions=react-server', 'tests/topology/seed.ts', seedFile], {
    // The seed's own writes need no shared cache; without REDIS_URL it opens no Redis connection.
    env: { ...instanceEnv, NODE_ENV: 'development', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  log(`database and Redis ready in ${seconds(t0)}`);

  const t1 = Date.now();
  const instances = TOPOLOGY_PORTS.instances.map((port) =>
    start(`instance-${port}`, 'node', ['scripts/start.mjs', '-p', String(port)], { ...instanceEnv, NEXT_DIST_DIR: instanceDist(port) }),
  );
  const caddyData = path.join(root, 'caddy');
  const caddy = start('caddy', 'caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    ...process.env,
    APP_HOST: TOPOLOGY_APP_HOST,
    UPSTREAMS: TOPOLOGY_PORTS.instances.map((port) => `127.0.0.1:${port}`).join(' '),
    ASK_PORT: String(TOPOLOGY_PORTS.ask),
    HTTPS_PORT: String(TOPOLOGY_PORTS.https),
    HTTP_PORT: String(TOPOLOGY_PORTS.http),
    ACCESS_LOG: path.join(root, 'access.log'),
    CADDY_EXTRA_GLOBALS: path.resolve('tests/topology/caddy/*.global'),
    CADDY_ADMIN_PORT: String(TOPOLOGY_PORTS.admin),
    XDG_DATA_HOME: caddyData,
    XDG_CONFIG_HOME: caddyData,
  });
  for (const port of TOPOLOGY_PORTS.instances) await waitFor(`instance on ${port}`, () => answers(`http://127.0.0.1:${port}/api/health/ready`), 120_000);
  const rootCertificate = path.join(caddyData, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  await waitFor("Caddy's local CA", () => existsSync(rootCertificate), 30_000);
  log(`two instances and Caddy ready in ${seconds(t1)}`);

  const t2 = Date.now();
  const tests = spawn('npx', ['vitest', 'run', '--config', 'vitest.topology.config.ts', ...process.argv.slice(2).filter((arg) => arg !== '--build')], {
    stdio: 'inherit',
    // A group of its own too, so a runner stopped mid-way stops the checks as well.
    detached: true,
    env: {
      ...process.env,
      TOPOLOGY_CA: rootCertificate,
      TOPOLOGY_SEED: seedFile,
      TOPOLOGY_DATABASE: databaseUrl,
      TOPOLOGY_INSTANCE_PIDS: instances.map((child) => child.pid).join(','),
      TOPOLOGY_CADDY_PID: String(caddy.pid),
      TOPOLOGY_ACCESS_LOG: path.join(root, 'access.log'),
    },
  });
  children.push({ name: 'checks', child: tests });
  const code: number = await new Promise((resolve) => tests.on('exit', (status) => resolve(status ?? 1)));
  log(`checks ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(t2)} (logs in ${root})`);
  return code;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[topology] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp().catch((error: unknown) => console.error('[topology] clean-up failed', error));
  log(`done, exit ${exitCode}`);
}
process.exit(exitCode);
