/**
 * The order inside lib/ (decision 0026; conventions 8a), checked by `npm run lint:layers` in
 * `npm test`. Each folder of lib/ may import only itself and the folders listed before it: a
 * lower layer never imports a higher one, and two folders never import each other. A lower layer
 * that must tell a higher one something registers a handler at start-up instead
 * (lib/billing/events.ts, lib/jobs). Type-only imports count too: they tie the folders together
 * just the same for the reader.
 */
const LAYERS = [
  // Foundations: no business rule, used by everything.
  ['config', 'text', 'html', 'utils', 'net', 'security', 'http', 'metrics', 'logger', 'db', 'email', 'email-forwarding', 'rate-limit'],
  // The platform every domain stands on: the scheduler, accounts and sessions, guarded actions, files.
  ['jobs', 'auth', 'actions', 'storage'],
  // What billing addresses (the customer's site as a record), the AI client, and billing itself.
  ['customer-site', 'ai', 'billing'],
  // The domains, each after the ones it builds on.
  [
    'complaints',
    'contact',
    'social-proof',
    'legal',
    'seo',
    'receipts',
    'submissions',
    'blog',
    'backup',
    'health',
    'messages',
    'seed',
    'signup',
    'sites',
    'uptime',
    'privacy',
  ],
  // Read models that gather several domains: the admin panel's and the customer dashboard's.
  ['admin', 'dashboard'],
  // Start-up: wires the domains' jobs and handlers in.
  ['server'],
];
const ORDER = LAYERS.flat();

const folder = (name) => `^lib/${name}/`;
const any = (names) => `^lib/(${names.join('|')})/`;

const layerRules = ORDER.map((name, index) => {
  const notBelow = ORDER.slice(index + 1);
  return {
    name: `lib-layers/${name}`,
    comment: `lib/${name} imports only the folders before it in .dependency-cruiser.cjs (not ${notBelow.length ? notBelow.join(', ') : 'anything after it'}).`,
    severity: 'error',
    from: { path: folder(name) },
    to: { path: notBelow.length ? any(notBelow) : '^$' },
  };
}).filter((rule) => rule.to.path !== '^$');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'lib-folder-unlisted',
      comment: 'Every folder of lib/ has its place in LAYERS (.dependency-cruiser.cjs): add a new one where it belongs.',
      severity: 'error',
      from: { path: '^lib/', pathNot: any(ORDER) },
      to: {},
    },
    {
      name: 'no-circular',
      comment: 'Modules never import each other in a circle, inside a folder either.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { circular: true },
    },
    {
      name: 'lib-not-scripts',
      comment: 'lib/ never imports from scripts/: what both need lives in lib/ (lib/http/edge-hooks.mjs).',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*)/' },
    includeOnly: '^(lib|scripts)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'],
    },
  },
};
