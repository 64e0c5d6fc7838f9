/**
 * customer-web's folders, lowest first (customer-web/README.md, 'Layout'). A folder under src/ may import from its own
 * folder and from the folders before it, never from one after it, so no two folders can import each other in a circle.
 * Tests do not count for the order (a lib/ test may use the testing/ helpers) but do count for the other rules.
 * Above them all sit the entries: src/main.tsx, the build's prerender/, service-worker/ and route-preloads/.
 */
const ORDER = [
  'config', // route paths: constants, importing nothing
  'i18n', // the message files and the language switch
  'lib', // the HTTP client, wire types, API calls, formatting, rules; no React state of the customer's
  'stores', // Zustand: session, cart, toasts, waitlists, and actions over them
  'components', // pieces several screens show (and the hooks behind them)
  'features', // one folder per screen; features do not import each other (below)
  'app', // router, layout, start-up wiring
  'testing', // test helpers: nothing but tests imports them
];

const TEST_FILE = '\\.test\\.tsx?$';
const folders = (names) => `^src/(${names.join('|')})/`;

const orderRules = ORDER.slice(0, -1).map((folder, index) => ({
  name: `order-${folder}`,
  comment: `${folder}/ may import only from ${ORDER.slice(0, index).join(', ') || 'no other folder'} (customer-web/README.md)`,
  severity: 'error',
  from: { path: folders([folder]), pathNot: TEST_FILE },
  to: { path: folders(ORDER.slice(index + 1)) },
}));

module.exports = {
  forbidden: [
    ...orderRules,
    {
      name: 'features-are-independent',
      comment: 'A feature imports no other feature: what two of them share lives in components/, stores/ or lib/',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'entries-stay-on-top',
      comment: 'Nothing under src/ imports the app entry or the build (prerender, service worker, route preloads)',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(src/main\\.tsx$|prerender/|service-worker/|route-preloads/)' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles between files either',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'folder-has-a-place',
      comment: 'Every folder under src/ takes a place in ORDER, so new folders are placed on purpose',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: folders(ORDER) },
      to: {},
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The build writes bundles into prerender/dist/; those are output, not source.
    exclude: { path: '^prerender/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages such as @vitejs/plugin-react name their entry only in `exports`, which dependency-cruiser skips by default.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
