import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type request from 'supertest';

type ResponseParser = Extract<Parameters<request.Test['parse']>[0], (response: never, done: never) => void>;

/** Lets supertest keep a binary answer (a PDF) as a Buffer in `body`; in Node the answer it hands over is a stream. */
const binary: ResponseParser = (response, done) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A GET whose answer is kept as bytes. */
export const asBytes = (call: request.Test) => call.buffer(true).parse(binary);

/** The text of a PDF, page by page, with runs of white space made one space: what a reader sees, layout aside. */
export function pdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'read-pdf-text.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Could not read the PDF: ${Buffer.concat(err).toString()}`));
      resolve((JSON.parse(Buffer.concat(out).toString()) as string[]).map((page) => page.replace(/\s+/g, ' ').trim()));
    });
    child.stdin.end(pdf);
  });
}
