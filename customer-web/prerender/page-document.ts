import { PRERENDERED_YEAR_ATTRIBUTE } from '../src/app/prerendered-root';
import type { MenuCard } from '../src/lib/api-types';
import { DISH_DATA_ID, DRAWN_WITH_DATA_ATTRIBUTE, MENU_DATA_ID } from '../src/lib/catalogue';
import type { PrerenderedPage } from './render-page';

/** The root element and its placeholder, up to the end of the body (the build moves the scripts into the head). */
const ROOT_TO_BODY_END = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** An empty element just after #root: the browser paints nothing before it has read the page up to here. */
const END_OF_PAGE_ID = 'hk-prerendered-end';

/** A prerendered page's root element with the element after it. */
const PRERENDERED_ROOT = new RegExp(`<div id="root"[^>]*>[\\s\\S]*</div><template id="${END_OF_PAGE_ID}"></template>`);

/** The style blocks emotion collected for a page's markup. */
const EMOTION_STYLES = /<style data-emotion="[^"]*">[\s\S]*?<\/style>/g;

/**
 * Holds the first paint until the whole page is read. On a slow processor Chrome otherwise paints a page it has only
 * read in part (the hero's buttons not yet there, the header without its last buttons), and what follows moves it.
 */
const PAINT_WHOLE_PAGE = `<link rel="expect" href="#${END_OF_PAGE_ID}" blocking="render" />`;

function rootElement(page: PrerenderedPage, attributes: string): string {
  return `<div id="root" ${attributes}>${page.html}</div><template id="${END_OF_PAGE_ID}"></template>`;
}

/**
 * The built index.html with a prerendered page: its critical styles at the end of the head, its markup in place of
 * the placeholder in #root, on #root the year the page was drawn in (its footer shows it), and the first paint held
 * until the page is read to its end.
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedPage, year: number): string {
  if (!indexHtml.includes('</head>') || !ROOT_TO_BODY_END.test(indexHtml)) {
    throw new Error('prerender: index.html has no </head>, or no <div id="root"> closing just before </body>');
  }
  return indexHtml
    .replace('</head>', () => `${page.styles}${PAINT_WHOLE_PAGE}</head>`)
    .replace(ROOT_TO_BODY_END, (_root, bodyEnd: string) => `${rootElement(page, `${PRERENDERED_YEAR_ATTRIBUTE}="${year}"`)}${bodyEnd}`);
}

/** The image preloads React writes at the start of the markup it draws (the first card's or the dish's photo). */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/** Where the head's requests start: the app's entry script. What comes before it is asked for first. */
const ENTRY_SCRIPT = '<script type="module"';

/**
 * The photos React asks to preload, moved from the start of #root to the head ahead of the app's scripts, so a phone
 * asks for the largest thing it paints before some twenty script files (the body's are found only after 35 KB of
 * styles). React adopts the markup without them: it does not match preloads while hydrating. A photo the page already
 * preloads is not asked for twice.
 */
function withPhotosFirst(prerendered: string, page: PrerenderedPage): { document: string; html: string } {
  const preloads = LEADING_IMAGE_PRELOADS.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(preloads.length);
  const wanted = (preloads.match(/<link[^>]*\/>/g) ?? []).filter((link) => {
    const href = /href="([^"]*)"/.exec(link)?.[1];
    return href !== undefined && !prerendered.includes(`as="image" href="${href}"`);
  });
  if (wanted.length === 0 || !prerendered.includes(ENTRY_SCRIPT)) return { document: prerendered, html };
  return { document: prerendered.replace(ENTRY_SCRIPT, () => `${wanted.join('')}${ENTRY_SCRIPT}`), html };
}

/**
 * A prerendered page (as the server sends it, its data inside) with `page` drawn in place of its markup and styles,
 * #root marked as drawn with that data, so the browser adopts the drawn cards instead of a loading state, and the
 * photos React asks to preload first in the head.
 */
export function drawnDocument(prerendered: string, page: PrerenderedPage, year: number): string {
  if (!PRERENDERED_ROOT.test(prerendered) || !prerendered.includes(PAINT_WHOLE_PAGE)) {
    throw new Error('drawnDocument: not a prerendered page (no #root followed by its end marker, or no paint hold)');
  }
  const { document, html } = withPhotosFirst(prerendered, page);
  return document
    .replace(EMOTION_STYLES, '')
    .replace(PAINT_WHOLE_PAGE, () => `${page.styles}${PAINT_WHOLE_PAGE}`)
    .replace(PRERENDERED_ROOT, () =>
      rootElement({ ...page, html }, `${PRERENDERED_YEAR_ATTRIBUTE}="${year}" ${DRAWN_WITH_DATA_ATTRIBUTE}`),
    );
}

/** The JSON in the page's `<script type="application/json" id="…">`, as the browser's adoptPageData reads it. */
function island(document: string, id: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(document)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
}

/** The data a page came with from the server: `/menu` GET /menus's cards, a dish page its dish's card. */
export function pageDataIn(document: string): { menu?: MenuCard[]; dish?: MenuCard } {
  const menu = island(document, MENU_DATA_ID) as { data?: MenuCard[] } | undefined;
  return { menu: menu?.data, dish: island(document, DISH_DATA_ID) as MenuCard | undefined };
}
