import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../auth/auth.decorators';
import { ApiFailure } from '../../common/api-envelope';
import { ApiListQuery } from '../../common/api-list-query.decorator';
import { IdPipe } from '../../common/id.pipe';
import { PlainResponse } from '../../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../../common/simple-rest';
import { AdminTiffinSubscriptionDto, RecordPaymentDto } from '../dto/tiffin-subscription.dto';
import { TiffinSubscriptionViews } from './tiffin-subscription-views';
import { TiffinSubscriptionsService } from './tiffin-subscriptions.service';
import { TIFFIN_ERRORS, tiffinError } from '../tiffin.exception';

const notFound = () => tiffinError('TIFFIN_SUBSCRIPTION_NOT_FOUND');
const SORT_FIELDS = ['id', 'startDate', 'createdAt'];

/** react-admin's `tiffin-subscriptions` resource: who takes which plan, what is paid and due; the kitchen records payments. */
@ApiTags('Admin: tiffin plans')
@Controller('admin/tiffin-subscriptions')
@AdminOnly('menu')
@PlainResponse()
export class AdminTiffinSubscriptionsController {
  constructor(
    private readonly subscriptions: TiffinSubscriptionsService,
    private readonly views: TiffinSubscriptionViews,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List subscriptions with their money and coming meals' })
  @ApiListQuery('tiffin-subscriptions', AdminTiffinSubscriptionDto, SORT_FIELDS, '{}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminTiffinSubscriptionDto[]> {
    const query = parseListQuery(raw, SORT_FIELDS, ['id', 'DESC']);
    const { rows, total } = await this.subscriptions.list(query);
    setContentRange(reply, 'tiffin-subscriptions', query, rows.length, total);
    return this.views.adminViews(rows);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One subscription' })
  @ApiOkResponse({ type: AdminTiffinSubscriptionDto })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_NOT_FOUND')
  async get(@Param('id', new IdPipe(notFound)) id: number): Promise<AdminTiffinSubscriptionDto> {
    return (await this.views.adminViews([await this.subscriptions.findOrThrow(id)]))[0];
  }

  @Post(':id/payment')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Records the period's prepayment received (cash or UPI to the kitchen): the subscription becomes ACTIVE" })
  @ApiOkResponse({ type: AdminTiffinSubscriptionDto })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PAYMENT_INVALID', 'The period costs ₹2400: record that amount.')
  async recordPayment(@Param('id', new IdPipe(notFound)) id: number, @Body() input: RecordPaymentDto): Promise<AdminTiffinSubscriptionDto> {
    return (await this.views.adminViews([await this.subscriptions.recordPayment(id, input.amount)]))[0];
  }
}
