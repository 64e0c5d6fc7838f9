import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { PlainResponse } from '../common/response-decorators';
import { ORDER_ERRORS } from '../orders/order.exception';
import { RATE_LIMIT_ERRORS } from '../rate-limit/rate-limit.exception';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import type { User } from '../users/user.entity';
import { ApiHtmlPage, ApiPdf, sendFile } from './invoice-answers';
import { INVOICE_ERRORS } from './invoice.exception';
import { InvoicesService } from './invoices.service';

@ApiTags('invoices')
@PlainResponse()
@Controller('orders')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':idOrRef/invoice')
  @Auth()
  @ApiOperation({
    summary: `The tax invoice of one of the caller's orders (by id or reference) as a PDF; others' orders are 404. At most ${RATE_LIMITS.invoiceDownloadsPerCustomer.limit} downloads per customer in ${RATE_LIMITS.invoiceDownloadsPerCustomer.windowMs / 60_000} minutes`,
  })
  @ApiPdf('The invoice, one A4 page (attachment invoice-HK-2026-27-000123.pdf)')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_NOT_ISSUED')
  @ApiFailure(RATE_LIMIT_ERRORS, 'RATE_LIMITED', RATE_LIMITS.invoiceDownloadsPerCustomer.message.replace('{wait}', '7 minutes'))
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RENDERER_BUSY')
  async pdf(
    @CurrentUser() user: User,
    @Param('idOrRef') idOrRef: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendFile(reply, await this.invoices.customerPdf(user.id, idOrRef), 'application/pdf', 'attachment');
  }

  @Get(':idOrRef/invoice/print')
  @Auth()
  @ApiOperation({ summary: "The same invoice as an HTML page for printing from the browser (print CSS, A4); others' orders are 404" })
  @ApiHtmlPage('A whole HTML page, with no scripts')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_NOT_ISSUED')
  async printView(
    @CurrentUser() user: User,
    @Param('idOrRef') idOrRef: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendFile(reply, await this.invoices.customerHtml(user.id, idOrRef), 'text/html; charset=utf-8', 'inline');
  }
}
