import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { PlainResponse } from '../common/response-decorators';
import { RawListQuery, setContentRange } from '../common/simple-rest';
import { wholeNumberId } from '../common/whole-number-id.pipe';
import { CustomerRowDto } from './customer.mapper';
import { CustomersService } from './customers.service';
import { ApiFailure } from '../common/api-envelope';
import { CUSTOMER_ERRORS } from './customer.exception';

@ApiTags('admin customers')
@Controller('admin/customers')
@AdminOnly('customers')
@PlainResponse()
export class AdminCustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOperation({ summary: 'Customers derived from orders, for react-admin: filter q over name and e-mail; total in Content-Range' })
  @ApiQuery({
    name: 'sort',
    required: false,
    example: '["lastOrderDate","DESC"]',
    description: 'id, name, email, phone, orderCount, lastOrderDate or status',
  })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"asha"}' })
  @ApiOkResponse({ description: 'Header Content-Range: customers 0-0/1', type: [CustomerRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<CustomerRowDto[]> {
    const { query, rows, total } = await this.customers.list(raw);
    setContentRange(reply, 'customers', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One customer by user id' })
  @ApiOkResponse({ type: CustomerRowDto })
  @ApiFailure(CUSTOMER_ERRORS, 'CUSTOMER_NOT_FOUND', 'Customer 7 was not found (only people who ordered are customers)')
  get(@Param('id', wholeNumberId()) id: number): Promise<CustomerRowDto> {
    return this.customers.findCustomerByIdOrThrow(id);
  }
}
