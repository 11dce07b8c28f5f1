/**
 * One release's `npm start` (its own start script, run in its own folder) on a port, with its
 * output in a log file. It leads a process group of its own, so stopping it stops all it started.
 */
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clearNextRuntimeCaches } from '../next-runtime-caches';

export type ReleaseServer = { base: string; stop: () => Promise<void> };

/** Starts the release in `dir` and resolves once it answers HTTP; throws with its log's end if it exits or stays silent. */
export async function startRelease(dir: string, port: number, env: NodeJS.ProcessEnv, log: string): Promise<ReleaseServer> {
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is in use: another server would be checked instead (set E2E_PORT)`);
  // Pages and data an earlier run cached for another database must not be served.
  clearNextRuntimeCaches(path.resolve(dir, env.NEXT_DIST_DIR ?? '.next'));
  const out = openSync(log, 'a');
  const child = spawn('npm', ['start', '--', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env, stdio: ['ignore', out, out], detached: true });
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (!running || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    const ended = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000))]);
    if (!ended) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!running) break;
    if (
      await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      )
    )
      return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  const tail = readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`the server in ${dir} ${running ? 'did not answer within 120 s' : 'exited'} (log: ${log}):\n${tail}`);
}
