import './browser-stand-ins';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedDocument } from './page-document';
import { PRERENDERED_ROUTES } from './prerendered-routes';

// The browser gets the production build, whose style classes carry no development labels; React and MUI read this
// as they load, which is why the app is imported only now (that also keeps its stores, which the bundle puts in
// chunks a static import would run first, after the stand-ins).
process.env.NODE_ENV = 'production';
const { renderPage } = await import('./render-page');

/**
 * Run after the site's build (`npm run build`): writes <site>/prerendered/<page>.html for each landing page, and
 * pages.json naming the route each one answers, which the server reads.
 */
const site = process.argv[2];
if (!site) throw new Error('usage: node prerender/dist/write-prerendered-pages.js <built site folder>');

const indexHtml = readFileSync(join(site, 'index.html'), 'utf8');
const year = new Date().getFullYear();
const folder = join(site, 'prerendered');
mkdirSync(folder, { recursive: true });
for (const route of PRERENDERED_ROUTES) {
  writeFileSync(join(folder, route.file), prerenderedDocument(indexHtml, await renderPage(route.url), year));
}
writeFileSync(join(folder, 'pages.json'), JSON.stringify(PRERENDERED_ROUTES.map(({ path, file }) => ({ path, file }))));
process.stdout.write(`prerendered ${PRERENDERED_ROUTES.map((route) => route.path).join(', ')} into ${folder}\n`);
