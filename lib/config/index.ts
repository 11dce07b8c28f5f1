import { loadConfig, type AppConfig } from './load';

export type { AppConfig } from './load';
export { isLoopbackHost, stripePriceVariable } from './load';

let cached: AppConfig | undefined;

/**
 * The parsed configuration. The environment is read once; a malformed variable throws a
 * message naming it, which stops start-up (instrumentation.ts calls this first).
 */
export function getConfig(): AppConfig {
  cached ??= loadConfig(process.env);
  return cached;
}

/** Tests change the environment between cases; this forgets the parsed copy. */
export function resetConfigForTests(): void {
  cached = undefined;
}
