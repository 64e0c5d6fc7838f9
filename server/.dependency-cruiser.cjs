/**
 * The server's layers, lowest first (server/src/README.md draws them). A folder may import from its
 * own folder and from any folder in a lower layer, never from a higher layer or a sibling in its own
 * layer, so no two folders can import each other in a circle. Test files are not counted.
 */
const LAYERS = [
  ['config'],
  ['common'],
  ['database'],
  ['redis', 'jobs', 'mail'],
  ['rate-limit'],
  ['users'],
  ['auth'],
  ['push'],
  ['profile', 'contact', 'health', 'payment-gateway', 'kitchen-settings', 'messages'],
  ['dishes'],
  ['schedules', 'pickup-slots'],
  ['cart', 'drops'],
  ['holds', 'waitlist', 'promotions'],
  ['orders'],
  ['reviews', 'payments', 'reminders', 'invoices'],
  ['menu'],
  ['customers', 'dashboard', 'settings'],
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

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'No import cycles between files either, save two entities of one module that relate both ways (TypeORM resolves those lazily)',
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
