import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { PlainResponse } from '../common/response-decorators';
import { ProductionQuery, ProductionSheetDto } from './dto/production.dto';
import { ProductionService } from './production.service';

const sheetExample = {
  cookDate: '2026-11-24',
  dishes: [
    {
      menuId: 3,
      menuName: 'Dal Makhani',
      totalQuantity: 6,
      windows: [{ pickupFrom: '2026-11-24T07:00:00.000Z', pickupTo: '2026-11-24T09:00:00.000Z', quantity: 6 }],
    },
  ],
  pickups: [
    {
      orderId: '3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21',
      orderRefId: 'HK7Q2M9X4B1Z',
      customerName: 'Asha Rao',
      customerPhone: '919876543210',
      items: [{ name: 'Dal Makhani', quantity: 2 }],
      paymentMethod: 'COD',
      amountDue: 537.84,
      status: 'PENDING',
      pickupFrom: '2026-11-24T07:00:00.000Z',
      pickupTo: '2026-11-24T09:00:00.000Z',
    },
  ],
};

const csvExample =
  'Cook date,2026-11-24\r\n\r\nDish,Pickup window,Quantity\r\nDal Makhani,12:30 pm – 2:30 pm,6\r\nDal Makhani total,,6\r\n\r\n' +
  'Order,Customer,Phone,Pickup window,Items,Payment,Amount due (₹),Status\r\n' +
  "HK7Q2M9X4B1Z,Asha Rao,'+91 98765 43210,12:30 pm – 2:30 pm,2 x Dal Makhani,Pay at pickup,537.84,PENDING\r\n";

function wantsCsv(accept: string | undefined): boolean {
  return (accept ?? '').toLowerCase().includes('text/csv');
}

@ApiTags('admin production')
@ApiExtraModels(ProductionSheetDto)
@Controller('admin/production')
@AdminOnly('reports')
@PlainResponse()
export class AdminProductionController {
  constructor(private readonly production: ProductionService) {}

  @Get()
  @ApiOperation({
    summary: 'Production sheet of one cook date: portions per dish and pickup window, and the pickup list (cancelled orders left out)',
  })
  @ApiHeader({ name: 'Accept', required: false, description: 'text/csv for a spreadsheet download instead of JSON' })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    content: {
      'application/json': { schema: { $ref: getSchemaPath(ProductionSheetDto) }, example: sheetExample },
      'text/csv': { schema: { type: 'string' }, example: csvExample },
    },
  })
  async sheet(
    @Query() query: ProductionQuery,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductionSheetDto | string> {
    if (!wantsCsv(accept)) return this.production.sheet(query.cookDate);
    const { cookDate, csv } = await this.production.sheetCsv(query.cookDate);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="production-${cookDate}.csv"`);
    return csv;
  }
}
