import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TOPOLOGY_DIST_DIR } from './env';

type Manifest = { node: Record<string, { filename?: string; exportedName?: string }> };

/**
 * The id under which the build serves the server action `exportedName` (what the admin panel's
 * button sends in its `Next-Action` header): read from the build's manifest, since it changes
 * with every build.
 */
export function serverActionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(TOPOLOGY_DIST_DIR, 'server', 'server-reference-manifest.json'), 'utf8')) as Manifest;
  const ids = Object.entries(manifest.node).filter(([, action]) => action.exportedName === exportedName);
  if (ids.length !== 1) throw new Error(`the build has ${ids.length} server actions named ${exportedName}`);
  return ids[0]![0];
}
