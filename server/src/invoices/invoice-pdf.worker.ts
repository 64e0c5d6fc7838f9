import { parentPort } from 'node:worker_threads';
import { renderInvoicesPdf } from './invoice-pdf';
import type { RenderOutcome, RenderRequest } from './pdf-render-pool';

/*
 * One thread of PdfRenderPool. Laying out a PDF and subsetting its font takes a tenth of a second of CPU or more,
 * during which the event loop would answer nothing else; here it runs beside it. The pool sends one request at a time.
 */
async function render({ invoices, title }: RenderRequest): Promise<RenderOutcome> {
  try {
    return { pdf: await renderInvoicesPdf(invoices, title) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

parentPort!.on('message', (request: RenderRequest) => {
  void render(request).then((outcome) => parentPort!.postMessage(outcome));
});
