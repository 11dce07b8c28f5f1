export function clearStaleDevCache(root: string, env: Record<string, string | undefined>): boolean;
