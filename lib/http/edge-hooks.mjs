/**
 * The contract between the app and the server in front of Next (scripts/site-edge.mjs, decision
 * 0017): the global keys under which the app, once started, registers the functions the edge
 * calls. Both sides import the keys from here, so lib/ never imports from scripts/. Plain
 * JavaScript: the edge runs without a build step.
 */

/** The app registers its counting function here (one process: Next runs inside this server). */
export const VISIT_SINK = Symbol.for('vitrina.site-visits');
/** The app registers here the function that names the address Next should render for a blog address. */
export const BLOG_GATE = Symbol.for('vitrina.blog-gate');
/** The app registers here the function that names the address Next should render on a host that may show no site. */
export const SITE_GATE = Symbol.for('vitrina.site-gate');
/** The app registers here the function that answers on-demand TLS's ask: `(domain) => Promise<{ status, body }>`. */
export const TLS_ASK = Symbol.for('vitrina.tls-ask');
/**
 * The other way round: the edge registers here the function the app calls once a site's cache has
 * been expired, `(siteKeys: string[]) => void`, with the site's label and its verified domains.
 * The edge drops its copies of those hosts' pages, so a publish is not held back by a copy up to a
 * second old (lib/sites/serve/edge-copies.ts carries the call to every instance).
 */
export const EDGE_FORGET = Symbol.for('vitrina.edge-forget');
