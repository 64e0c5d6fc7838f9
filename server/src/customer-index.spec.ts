import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CustomerIndex, inlineScriptSources } from './customer-index';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const page = (name: string) =>
  `<!doctype html><html><head><style data-emotion="hk ${name}">.hk-${name}{}</style></head><body><div id="root" data-prerendered-year="2026"><h1>${name}</h1></div></body></html>`;

describe('CustomerIndex', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hk-index-'));
    writeFileSync(join(root, 'index.html'), INDEX);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const withPreloads = () => {
    writeFileSync(
      join(root, 'route-preloads.json'),
      JSON.stringify([
        { path: '/', files: ['/assets/landing.js'] },
        { path: '/menu', files: ['/assets/menu.js', '/assets/format.js'] },
        { path: '/food/:id', files: ['/assets/dish.js'] },
      ]),
    );
    return CustomerIndex.read(root)!;
  };

  it('preloads the chunks of the landing route a path matches, in the head', () => {
    const index = withPreloads();
    expect(index.htmlFor('/menu')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/menu.js" fetchpriority="low"><link rel="modulepreload" crossorigin href="/assets/format.js" fetchpriority="low"></head>',
    );
    expect(index.htmlFor('/food/12?from=search')).toContain('href="/assets/dish.js"');
    expect(index.htmlFor('/menu/')).toContain('href="/assets/menu.js"');
    expect(index.htmlFor('/')).toContain('href="/assets/landing.js"');
    expect(index.htmlFor('/?utm=x')).toContain('href="/assets/landing.js"');
  });

  it('answers the plain page for other routes and for paths that only look alike', () => {
    const index = withPreloads();
    for (const path of ['/cart', '/food', '/food/', '/food/12/reviews', '/menus', '/profile/orders']) {
      expect(index.htmlFor(path)).toBe(INDEX);
    }
  });

  const withPrerenderedPages = () => {
    const folder = join(root, 'prerendered');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'pages.json'),
      JSON.stringify([
        { path: '/', file: 'landing.html' },
        { path: '/menu', file: 'menu.html' },
        { path: '/food/:id', file: 'dish.html' },
      ]),
    );
    for (const name of ['landing', 'menu', 'dish']) writeFileSync(join(folder, `${name}.html`), page(name));
  };

  it('answers each landing route with the page prerendered for it, its styles in the head and its chunks preloaded', () => {
    withPrerenderedPages();
    const index = withPreloads();
    expect(index.htmlFor('/')).toBe(
      page('landing').replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/landing.js" fetchpriority="low"></head>'),
    );
    expect(index.htmlFor('/?utm=x')).toContain('<h1>landing</h1>');
    expect(index.htmlFor('/menu/')).toContain('<style data-emotion="hk menu">');
    expect(index.htmlFor('/menu')).toContain('<div id="root" data-prerendered-year="2026"><h1>menu</h1></div>');
    expect(index.htmlFor('/food/12?from=search')).toContain('<h1>dish</h1>');
    expect(index.htmlFor('/food/12?from=search')).toContain('href="/assets/dish.js" fetchpriority="low"></head>');
  });

  it('answers index.html for every other route even when pages are prerendered', () => {
    withPrerenderedPages();
    const index = withPreloads();
    for (const path of ['/cart', '/food', '/food/', '/food/12/reviews', '/menus', '/profile/orders', '/login?from=/menu']) {
      expect(index.htmlFor(path)).toBe(INDEX);
    }
  });

  it('answers prerendered pages without preloads when the build wrote no route list', () => {
    withPrerenderedPages();
    expect(CustomerIndex.read(root)!.htmlFor('/menu')).toBe(page('menu'));
  });

  it('serves the page without preloads when the build wrote no route list, and nothing when not built', () => {
    expect(CustomerIndex.read(root)!.htmlFor('/menu')).toBe(INDEX);
    rmSync(join(root, 'index.html'));
    expect(CustomerIndex.read(root)).toBeUndefined();
  });

  it('allows the inline scripts of every page it answers with by their hashes, and no data block or script file', () => {
    const keeper = 'window.kept=[];';
    const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    writeFileSync(join(root, 'index.html'), INDEX.replace('</head>', `<script>${keeper}</script></head>`));
    withPrerenderedPages();
    writeFileSync(join(root, 'prerendered', 'menu.html'), page('menu').replace('</head>', `<script>${keeper}</script></head>`));
    const index = withPreloads();
    expect(index.scriptSources()).toEqual([sha(keeper)]);
    expect(
      inlineScriptSources(
        '<script type="application/json" id="menu-data">{"a":1}</script><script type="module" src="/x.js"></script><script>1</script>',
      ),
    ).toEqual([sha('1')]);
  });
});
