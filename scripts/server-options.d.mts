export function serverOptions(args: string[], env: Record<string, string | undefined>): { port: number; hostname: string };
export const KEEP_ALIVE_MS: number;
export function keepConnectionsAlive(server: import('node:http').Server): void;
