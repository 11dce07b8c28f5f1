/**
 * What the benchmarks that start their own server share: numeric options, `npm start`'s server on
 * the current build with a given environment, ready once /api/health answers, and its memory.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
export async function startProductionServer(
  port: number,
  env: Record<string, string | undefined>,
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is in use; pass --port`);
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

/** Resident memory of every process in the group (the server's id names it), in MB (Linux /proc). */
export function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, ...
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return kb / 1024;
}
