import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** What the customer site's page renderer is asked (customer-web/prerender/page-render-worker.ts). */
interface RenderRequest {
  id: number;
  url: string;
  document: string;
  timeZone: string;
}

type RenderAnswer = { id: number; document: string } | { id: number; declined: string } | { id: number; error: string };

/**
 * Draws a page of the customer site from the data in it (the menu, or a dish's card); undefined when it cannot, and the
 * page goes as it is.
 */
export interface PageRenderer {
  render(url: string, document: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * The customer site's own renderer (React, MUI and the site's components, built into one file by `npm run build`),
 * run in a worker thread: a render takes some 50 ms, which would otherwise hold the event loop, and the stand-ins the
 * site needs outside a browser (its storage) stay in the worker. One worker, started at the first render; one render
 * at a time, a request for another while it runs answered at once with nothing (so a menu that changes faster than
 * pages are drawn costs one render at a time, never a queue); a worker that fails is not asked again.
 */
export class WorkerPageRenderer implements PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private worker?: Worker;
  private nextId = 1;
  /** Set when the renderer cannot draw this kitchen's pages (its time zone) or failed: then it is not asked again. */
  private declined = false;
  private readonly waiting = new Map<number, (document: string | undefined) => void>();

  private constructor(
    private readonly file: string,
    private readonly timeZone: string,
  ) {}

  /** The renderer of the built site at `file`, or undefined when the site was built without it. */
  static ofBuild(file: string, timeZone: string): PageRenderer | undefined {
    return existsSync(file) ? new WorkerPageRenderer(file, timeZone) : undefined;
  }

  render(url: string, document: string): Promise<string | undefined> {
    if (this.declined || this.waiting.size > 0) return Promise.resolve(undefined);
    const request: RenderRequest = { id: this.nextId++, url, document, timeZone: this.timeZone };
    return new Promise((resolve) => {
      this.waiting.set(request.id, resolve);
      this.running().postMessage(request);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.answerAll();
    await worker?.terminate();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.file);
    // The server may stop while a render runs; the worker must not keep the process alive.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => this.answer(answer));
    worker.on('error', (error: Error) => {
      this.declined = true;
      this.logger.error(`The page renderer failed, and pages go with their data alone from now on: ${error.message}`);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.answerAll();
    });
    this.worker = worker;
    return worker;
  }

  private answer(answer: RenderAnswer): void {
    const resolve = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if ('error' in answer) this.logger.error(`A page could not be drawn: ${answer.error}`);
    if ('declined' in answer) this.declined = true;
    resolve?.('document' in answer ? answer.document : undefined);
  }

  /** Answers every render still waiting with nothing: the worker is gone. */
  private answerAll(): void {
    for (const resolve of this.waiting.values()) resolve(undefined);
    this.waiting.clear();
  }
}
