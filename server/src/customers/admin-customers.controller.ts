import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { PlainResponse } from '../common/response-decorators';
import { RawListQuery, setContentRange } from '../common/simple-rest';
import { wholeNumberId } from '../common/whole-number-id.pipe';
import { CustomerRowDto } from './customer.mapper';
import { CustomersService } from './customers.service';

const customerExample = {
  id: 7,
  email: 'asha@example.com',
  name: 'Asha Rao',
  phone: '919876543210',
  orderCount: 4,
  lastOrderDate: '2026-11-20T09:15:00.000Z',
  status: 'Active',
};

@ApiTags('admin customers')
@Controller('admin/customers')
@AdminOnly()
@PlainResponse()
export class AdminCustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOperation({ summary: 'Customers derived from orders, for react-admin: filter q over name and e-mail; total in Content-Range' })
  @ApiQuery({ name: 'sort', required: false, example: '["lastOrderDate","DESC"]', description: 'id, name, email, phone, orderCount, lastOrderDate or status' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"asha"}' })
  @ApiOkResponse({ description: 'Header Content-Range: customers 0-0/1', schema: { example: [customerExample] } })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<CustomerRowDto[]> {
    const { query, rows, total } = await this.customers.list(raw);
    setContentRange(reply, 'customers', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One customer by user id' })
  @ApiOkResponse({ schema: { example: customerExample } })
  @ApiNotFoundResponse({ schema: { example: { success: false, message: 'Customer 7 was not found (only people who ordered are customers)' } } })
  get(@Param('id', wholeNumberId()) id: number): Promise<CustomerRowDto> {
    return this.customers.findCustomerByIdOrThrow(id);
  }
}
