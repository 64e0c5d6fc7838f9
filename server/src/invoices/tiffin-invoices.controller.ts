import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { IdPipe } from '../common/id.pipe';
import { PlainResponse } from '../common/response-decorators';
import { RATE_LIMIT_ERRORS } from '../rate-limit/rate-limit.exception';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { TIFFIN_ERRORS, tiffinError } from '../tiffin/tiffin.exception';
import type { User } from '../users/user.entity';
import { ApiHtmlPage, ApiPdf, sendFile } from './invoice-answers';
import { INVOICE_ERRORS } from './invoice.exception';
import { TiffinInvoiceFiles } from './tiffin-invoice-files.service';

const notFound = () => tiffinError('TIFFIN_SUBSCRIPTION_NOT_FOUND');
const PDF = 'The invoice of the period’s payment, one A4 page (attachment invoice-HK-2026-27-000123.pdf)';

@ApiTags('tiffin')
@PlainResponse()
@Controller('tiffin/subscriptions')
export class TiffinInvoicesController {
  constructor(private readonly files: TiffinInvoiceFiles) {}

  @Get(':id/invoice')
  @Auth()
  @ApiOperation({
    summary: `The tax invoice of the payment of one of the caller's tiffin periods as a PDF; others' subscriptions are 404. Counted with order invoices: at most ${RATE_LIMITS.invoiceDownloadsPerCustomer.limit} downloads per customer in ${RATE_LIMITS.invoiceDownloadsPerCustomer.windowMs / 60_000} minutes`,
  })
  @ApiPdf(PDF)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_NOT_FOUND')
  @ApiFailure(INVOICE_ERRORS, 'TIFFIN_INVOICE_NOT_ISSUED')
  @ApiFailure(RATE_LIMIT_ERRORS, 'RATE_LIMITED', RATE_LIMITS.invoiceDownloadsPerCustomer.message.replace('{wait}', '7 minutes'))
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RENDERER_BUSY')
  async pdf(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendFile(reply, await this.files.customerPdf(user.id, id), 'application/pdf', 'attachment');
  }

  @Get(':id/invoice/print')
  @Auth()
  @ApiOperation({
    summary: "The same invoice as an HTML page for printing from the browser (print CSS, A4); others' subscriptions are 404",
  })
  @ApiHtmlPage('A whole HTML page, with no scripts')
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_NOT_FOUND')
  @ApiFailure(INVOICE_ERRORS, 'TIFFIN_INVOICE_NOT_ISSUED')
  async printView(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendFile(reply, await this.files.customerHtml(user.id, id), 'text/html; charset=utf-8', 'inline');
  }
}

@ApiTags('Admin: tiffin plans')
@PlainResponse()
@Controller('admin/tiffin-subscriptions')
@AdminOnly('menu')
export class AdminTiffinInvoicesController {
  constructor(private readonly files: TiffinInvoiceFiles) {}

  @Get(':id/invoice')
  @ApiOperation({ summary: "Any subscription's tax invoice of its period's payment as a PDF" })
  @ApiPdf(PDF)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_NOT_FOUND')
  @ApiFailure(INVOICE_ERRORS, 'TIFFIN_INVOICE_NOT_ISSUED')
  @ApiFailure(INVOICE_ERRORS, 'INVOICE_RENDERER_BUSY')
  async pdf(@Param('id', new IdPipe(notFound)) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendFile(reply, await this.files.adminPdf(id), 'application/pdf', 'attachment');
  }
}
