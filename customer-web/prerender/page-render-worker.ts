import './browser-stand-ins';
import { parentPort } from 'node:worker_threads';
import { DEFAULT_KITCHEN_TIME_ZONE } from '@home-kitchen/api';
import { keepPageData } from '../src/lib/catalogue';
import { drawnDocument, pageDataIn } from './page-document';
import { renderPage } from './render-page';

/**
 * The server's renderer of `/menu` and dish pages with their data (server/src/page-renderer.ts runs it in a worker
 * thread, so the browser's stand-ins and the app's stores never touch the server's own globals, and a render never
 * holds its event loop). Asked for a URL with the page the server would send for it, it reads the data in that page as
 * the browser does, draws the page as the browser's first render draws it with that data, and answers with the page's
 * document carrying that markup and the styles it uses.
 */
export interface PageRenderRequest {
  id: number;
  url: string;
  /** The page as the server would send it: the build's prerendered page with the data in it. */
  document: string;
  /** The kitchen's time zone, in which the cards' times are written. */
  timeZone: string;
}

export type PageRenderAnswer = { id: number; document: string } | { id: number; declined: string } | { id: number; error: string };

async function answer(request: PageRenderRequest): Promise<PageRenderAnswer> {
  // A first visit's browser writes times in the default zone until it has the kitchen's settings: drawn in another
  // zone, the page would not be the one React draws there.
  if (request.timeZone !== DEFAULT_KITCHEN_TIME_ZONE)
    return { id: request.id, declined: `the kitchen's time zone is not ${DEFAULT_KITCHEN_TIME_ZONE}` };
  sessionStorage.clear();
  keepPageData({ ...pageDataIn(request.document), drawn: true });
  try {
    const page = await renderPage(request.url);
    return { id: request.id, document: drawnDocument(request.document, page, new Date().getFullYear()) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: PageRenderRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});
