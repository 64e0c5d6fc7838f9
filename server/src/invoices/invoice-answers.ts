import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { InvoiceFile } from './invoices.service';

/** Documents a PDF answer (binary, application/pdf). */
export const ApiPdf = (description: string) =>
  applyDecorators(
    ApiProduces('application/pdf'),
    ApiOkResponse({ description, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }),
  );

/** Documents the print view's answer (a whole HTML page). */
export const ApiHtmlPage = (description: string) =>
  applyDecorators(ApiProduces('text/html'), ApiOkResponse({ description, content: { 'text/html': { schema: { type: 'string' } } } }));

/** Sends an invoice file: never cached by shared caches (it carries a customer's details). */
export function sendFile<T>(
  reply: FastifyReply,
  file: InvoiceFile<T>,
  type: 'application/pdf' | 'text/html; charset=utf-8',
  disposition: 'attachment' | 'inline',
): T {
  reply
    .header('Content-Type', type)
    .header('Content-Disposition', `${disposition}; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store');
  return file.body;
}
