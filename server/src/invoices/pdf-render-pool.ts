import { Logger, OnModuleDestroy } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, WorkerOptions } from 'node:worker_threads';
import type { Invoice } from './invoice';
import { invoiceError } from './invoice.exception';

/** What a worker thread is asked to render: one PDF of these invoices, one per page. */
export interface RenderRequest {
  invoices: Invoice[];
  title: string;
}

export type RenderOutcome = { pdf: Uint8Array } | { error: string };

export interface PdfPoolSize {
  /** Worker threads, started when first needed. */
  threads: number;
  /** Renders that may wait for a thread; one more is refused at once (503) rather than queued for minutes. */
  maxWaiting: number;
}

/**
 * Leave one core to the event loop: one thread on a 2-core machine, never more than two (a render is 0.1-0.2 s of
 * CPU, so one thread clears several invoices a second). 16 waiting renders are a few seconds of work ahead of the last.
 */
export const PDF_POOL_SIZE: PdfPoolSize = { threads: Math.min(2, Math.max(1, availableParallelism() - 1)), maxWaiting: 16 };

/*
 * From dist/ the worker is the compiled .js beside this file. Under Jest this file is the TypeScript source and the
 * worker thread, which Jest does not transform, loads the .ts through tsx (the repository's TypeScript runner).
 */
const FROM_SOURCE = __filename.endsWith('.ts');
const WORKER_FILE = join(__dirname, `invoice-pdf.worker.${FROM_SOURCE ? 'ts' : 'js'}`);
const WORKER_OPTIONS: WorkerOptions = FROM_SOURCE ? { execArgv: ['--require', require.resolve('tsx/cjs')] } : {};

interface Job extends RenderRequest {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface PdfThread {
  worker: Worker;
  job?: Job;
}

/** Renders invoice PDFs in a small pool of worker threads, first come first served, with a bounded queue. */
export class PdfRenderPool implements OnModuleDestroy {
  /** PDFs rendered since start: a download answered from the cache adds nothing (tests read it). */
  renders = 0;
  private readonly logger = new Logger('PdfRenderPool');
  private readonly threads: PdfThread[] = [];
  private readonly idle: PdfThread[] = [];
  private readonly waiting: Job[] = [];
  private closed = false;

  constructor(private readonly size: PdfPoolSize) {}

  /** The PDF of these invoices; refused with 503 INVOICE_RENDERER_BUSY when the queue is full. */
  render(invoices: Invoice[], title: string): Promise<Buffer> {
    if (this.closed || this.waiting.length >= this.size.maxWaiting) return Promise.reject(invoiceError('INVOICE_RENDERER_BUSY'));
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ invoices, title, resolve, reject });
      this.dispatch();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(invoiceError('INVOICE_RENDERER_BUSY'));
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.idle.pop() ?? (this.threads.length < this.size.threads ? this.startThread() : undefined);
      if (!thread) return;
      const job = this.waiting.shift()!;
      thread.job = job;
      // A busy thread keeps the process alive until its answer arrives; an idle one never holds up an exit.
      thread.worker.ref();
      thread.worker.postMessage({ invoices: job.invoices, title: job.title } satisfies RenderRequest);
    }
  }

  private startThread(): PdfThread {
    const thread: PdfThread = { worker: new Worker(WORKER_FILE, WORKER_OPTIONS) };
    thread.worker.on('message', (outcome: RenderOutcome) => this.finish(thread, outcome));
    thread.worker.on('error', (error: Error) => this.lose(thread, error));
    thread.worker.on('exit', (code) => this.lose(thread, new Error(`the PDF thread exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }

  private finish(thread: PdfThread, outcome: RenderOutcome): void {
    const job = thread.job!;
    thread.job = undefined;
    thread.worker.unref();
    this.idle.push(thread);
    if ('pdf' in outcome) {
      this.renders += 1;
      job.resolve(Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength));
    } else {
      job.reject(new Error(`Rendering the PDF "${job.title}" failed: ${outcome.error}`));
    }
    this.dispatch();
  }

  /** A thread that crashed or exited fails its render (answered 500, logged); a new one starts when needed. */
  private lose(thread: PdfThread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    const idleIndex = this.idle.indexOf(thread);
    if (idleIndex >= 0) this.idle.splice(idleIndex, 1);
    if (this.closed) {
      thread.job?.reject(invoiceError('INVOICE_RENDERER_BUSY'));
      return;
    }
    this.logger.error(`A PDF thread stopped: ${error.message}`);
    thread.job?.reject(error);
    this.dispatch();
  }
}
