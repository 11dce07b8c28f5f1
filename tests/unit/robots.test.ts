import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// Next's own serializer for app/robots.ts (what /robots.txt answers).
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import robots from '@/app/robots';

/** Asks Python's urllib.robotparser, which applies the first matching line, about each path. */
function firstMatchVerdicts(robotsTxt: string, paths: string[]): Record<string, boolean> {
  const script = [
    'import json, sys, urllib.robotparser',
    'data = json.load(sys.stdin)',
    'rp = urllib.robotparser.RobotFileParser()',
    'rp.parse(data["txt"].splitlines())',
    'print(json.dumps({p: rp.can_fetch("Googlebot", "https://vitrina.pe" + p) for p in data["paths"]}))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify({ txt: robotsTxt, paths }), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, boolean>;
}

describe('robots.txt', () => {
  it('keeps first-match crawlers out of the private areas and lets them into the public site', () => {
    const txt = resolveRobots(robots());
    const verdicts = firstMatchVerdicts(txt, ['/admin', '/dashboard/x', '/api/health', '/auth', '/', '/blog/un-articulo', '/contact']);
    expect(verdicts).toEqual({
      '/admin': false,
      '/dashboard/x': false,
      '/api/health': false,
      '/auth': false,
      '/': true,
      '/blog/un-articulo': true,
      '/contact': true,
    });
    expect(txt).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});
