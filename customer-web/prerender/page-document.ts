import { PRERENDERED_YEAR_ATTRIBUTE } from '../src/app/prerendered-root';
import type { PrerenderedPage } from './render-page';

/** The root element and its placeholder, up to the end of the body (the build moves the scripts into the head). */
const ROOT_TO_BODY_END = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** An empty element just after #root: the browser paints nothing before it has read the page up to here. */
const END_OF_PAGE_ID = 'hk-prerendered-end';

/**
 * Holds the first paint until the whole page is read. On a slow processor Chrome otherwise paints a page it has only
 * read in part (the hero's buttons not yet there, the header without its last buttons), and what follows moves it.
 */
const PAINT_WHOLE_PAGE = `<link rel="expect" href="#${END_OF_PAGE_ID}" blocking="render" />`;

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
    .replace(
      ROOT_TO_BODY_END,
      (_root, bodyEnd: string) =>
        `<div id="root" ${PRERENDERED_YEAR_ATTRIBUTE}="${year}">${page.html}</div><template id="${END_OF_PAGE_ID}"></template>${bodyEnd}`,
    );
}
