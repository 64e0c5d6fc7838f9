import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { PlainResponse } from '../common/response-decorators';
import { ORDER_ERRORS } from '../orders/order.exception';
import { InvoiceRangeQuery } from './dto/invoice-range.dto';
import { ApiPdf, sendFile } from './invoice-answers';
import { INVOICE_ERRORS } from './invoice.exception';
import { MAX_INVOICES_PER_DOWNLOAD, MAX_INVOICE_RANGE_DAYS } from './invoice-rules';
import { InvoicesService } from './invoices.service';

@ApiTags('admin: invoices')
@PlainResponse()
@Controller('admin')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('orders/:id/invoice')
  @AdminOnly('orders')
  @ApiOperation({ summary: "Any order's tax invoice as a PDF" })
  @ApiPdf('The invoice, one A4 page (attachment invoice-HK-2026-27-000123.pdf)')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_NOT_ISSUED')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RENDERER_BUSY')
  async pdf(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendFile(reply, await this.invoices.adminPdf(id), 'application/pdf', 'attachment');
  }

  @Get('invoices')
  @AdminOnly('orders')
  @ApiOperation({
    summary: `The invoices of every order placed from one kitchen day to another (inclusive, at most ${MAX_INVOICE_RANGE_DAYS} days and ${MAX_INVOICES_PER_DOWNLOAD} orders) as one PDF, one invoice per page, oldest first`,
  })
  @ApiPdf('All the invoices in one PDF (attachment invoices-2026-11-01-to-2026-11-30.pdf)')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RANGE_INVALID')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RANGE_TOO_LONG')
  @ApiFailure(
    INVOICE_ERRORS,
    'INVOICE_RANGE_TOO_MANY',
    `612 orders were placed in these days; download at most ${MAX_INVOICES_PER_DOWNLOAD} invoices at a time (choose fewer days).`,
  )
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RANGE_EMPTY')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RENDERER_BUSY')
  async range(@Query() query: InvoiceRangeQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendFile(reply, await this.invoices.rangePdf(query.from, query.to), 'application/pdf', 'attachment');
  }
}
