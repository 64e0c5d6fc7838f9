/**
 * The server's layers, lowest first (server/src/README.md draws them). A folder may import from its
 * own folder and from any folder in a lower layer, never from a higher layer or a sibling in its own
 * layer, so no two folders can import each other in a circle. Test files are not counted.
 */
const LAYERS = [
  ['config'],
  ['common'],
  ['database'],
  ['redis', 'jobs', 'mail', 'outbound'],
  ['rate-limit'],
  ['users'],
  ['api-keys', 'webhooks'],
  ['auth'],
  ['push', 'whatsapp'],
  ['profile', 'contact', 'health', 'payment-gateway', 'kitchen-settings', 'messages'],
  ['dishes'],
  ['schedules', 'pickup-slots'],
  ['cart', 'drops', 'customer-limits', 'invoice-numbers', 'idempotency', 'tiffin'],
  ['holds', 'waitlist', 'promotions'],
  ['orders'],
  ['reviews', 'payments', 'reminders', 'invoices'],
  ['menu'],
  ['customers', 'dashboard', 'settings', 'integrations'],
  ['seed'],
];

const folders = (names) => `^src/(${names.join('|')})/`;

const layerRules = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1).flat();
  return layer.flatMap((folder) => {
    const forbidden = [...above, ...layer.filter((sibling) => sibling !== folder)];
    if (forbidden.length === 0) return [];
    return [
      {
        name: `layers-${folder}`,
        comment: `${folder}/ may import only from lower layers (see server/src/README.md)`,
        severity: 'error',
        from: { path: folders([folder]) },
        to: { path: folders(forbidden) },
      },
    ];
  });
});

const known = LAYERS.flat();

/**
 * Inside orders/, one sub-folder per job, lowest first; a sub-folder imports from the folder's own files (the rows,
 * reading them, the rules) and from lower sub-folders only. orders.module.ts puts them together.
 */
const ORDER_JOBS = [['messages', 'reports'], ['live'], ['lifecycle', 'placement'], ['admin']];

const orderJobRules = [
  {
    name: 'orders-core-below-its-jobs',
    comment: "orders/'s own files (records, reads, rules) sit below its sub-folders; only orders.module.ts imports them",
    severity: 'error',
    from: { path: '^src/orders/[^/]+$', pathNot: '^src/orders/orders[.]module[.]ts$' },
    to: { path: '^src/orders/(messages|reports|live|lifecycle|placement|admin)/' },
  },
  ...ORDER_JOBS.flatMap((row, index) => {
    const above = ORDER_JOBS.slice(index + 1).flat();
    return row.map((job) => ({
      name: `orders-${job}`,
      comment: `orders/${job}/ may import only orders/'s own files and lower sub-folders (server/src/README.md)`,
      severity: 'error',
      from: { path: `^src/orders/${job}/` },
      to: { path: `^src/orders/(${[...above, ...row.filter((sibling) => sibling !== job)].join('|')})/` },
    }));
  }).filter((rule) => !rule.to.path.endsWith('()/')),
];

module.exports = {
  forbidden: [
    ...layerRules,
    ...orderJobRules,
    {
      name: 'no-circular',
      comment:
        'No import cycles between files either, save two entities of one module that relate both ways (TypeORM resolves those lazily)',
      severity: 'error',
      from: { pathNot: '\\.entity\\.ts$' },
      to: { circular: true },
    },
    {
      name: 'folder-has-a-layer',
      comment: 'Every folder under src/ takes a place in LAYERS, so new modules are placed on purpose',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: folders(known) },
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
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
