/**
 * One of the public pages' small scripts (public/islands/{name}.js). The public pages are sent
 * without React's client runtime (decision 0027); what stays interactive is one of these, run by
 * the browser as a module: deferred until the page is parsed, and loaded once however many times
 * a page names it.
 */
export function Island({ name }: { name: 'menu' | 'social-proof' | 'counter' | 'trial-form' }) {
  // A module script is deferred by the browser; the rule only knows classic scripts.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script type="module" src={`/islands/${name}.js`} />;
}
