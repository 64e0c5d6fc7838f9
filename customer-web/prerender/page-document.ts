import { PRERENDERED_YEAR_ATTRIBUTE } from '../src/app/prerendered-root';
import type { PrerenderedPage } from './render-page';

/** The root element and its placeholder, up to the end of the body (the build moves the scripts into the head). */
const ROOT_TO_BODY_END = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * The built index.html with a prerendered page: its critical styles at the end of the head, its markup in place of
 * the placeholder in #root, and on #root the year the page was drawn in (its footer shows it).
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedPage, year: number): string {
  if (!indexHtml.includes('</head>') || !ROOT_TO_BODY_END.test(indexHtml)) {
    throw new Error('prerender: index.html has no </head>, or no <div id="root"> closing just before </body>');
  }
  return indexHtml
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      ROOT_TO_BODY_END,
      (_root, bodyEnd: string) => `<div id="root" ${PRERENDERED_YEAR_ATTRIBUTE}="${year}">${page.html}</div>${bodyEnd}`,
    );
}
