/**
 * What the benchmarks that start their own server share: numeric options, and `npm start`'s server on
 * the current build with a given environment, ready once /api/health answers.
 */
import { spawn } from 'node:child_process';
import { clearNextRuntimeCaches } from '../next-runtime-caches';

/** `--name value` from the command line as a number, or the fallback. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/**
 * Starts the production server (run `npm run build` first) and waits until it is healthy.
 * Refuses a port another server already answers on: its answers would be measured instead.
 * Starts from empty page and data caches: the bench's database is not the one they came from.
 */
export async function startProductionServer(port: number, env: Record<string, string | undefined>): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is in use; pass --port`);
  clearNextRuntimeCaches();
  const server = spawn('node', ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    // A benchmark's e-mail goes to the disk folder, never to a real SMTP server.
    env: { ...process.env, ...env, NODE_ENV: 'production', AUTO_PUBLISH_SCHEDULER: 'off', DAILY_JOBS_SCHEDULER: 'off', MAIL_TRANSPORT: 'disk' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it also stops anything it started.
    detached: true,
  });
  const stop = async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  // The server leads its own process group (detached): its id names the group too.
  return { base, pid: server.pid ?? 0, stop };
}

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy within 90 s');
}
