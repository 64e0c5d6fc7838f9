import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { ApiListQuery } from '../common/api-list-query.decorator';
import { IdPipe } from '../common/id.pipe';
import { PlainResponse } from '../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { AdminPromotionDto, PromotionInputDto, PromotionUpdateDto } from './dto/promotion.dto';
import { mapAdminPromotion } from './promotion.mapper';
import { PROMOTION_ERRORS, promotionError } from './promotion.exception';
import { PROMOTION_SORT_FIELDS, PromotionsService } from './promotions.service';

const notFound = () => promotionError('PROMO_NOT_FOUND');

/** react-admin's `promotions` resource (simple REST, plain JSON). A used code is switched off, never deleted. */
@ApiTags('Admin: promotions')
@Controller('admin/promotions')
@AdminOnly('promotions')
@PlainResponse()
export class AdminPromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @ApiOperation({ summary: 'List promotions with their uses and the rupees they gave' })
  @ApiListQuery('promotions', AdminPromotionDto, [...PROMOTION_SORT_FIELDS], '{}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminPromotionDto[]> {
    const query = parseListQuery(raw, PROMOTION_SORT_FIELDS, ['createdAt', 'DESC']);
    const { rows, total } = await this.promotions.list(query);
    setContentRange(reply, 'promotions', query, rows.length, total);
    return rows.map(mapAdminPromotion);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One promotion' })
  @ApiOkResponse({ type: AdminPromotionDto })
  @ApiFailure(PROMOTION_ERRORS, 'PROMO_NOT_FOUND')
  async get(@Param('id', new IdPipe(notFound)) id: number): Promise<AdminPromotionDto> {
    return mapAdminPromotion(await this.promotions.findOrThrow(id));
  }

  @Post()
  @ApiOperation({ summary: 'Create a code: percent or flat rupees off, with its cap, minimum order, window and limits' })
  @ApiCreatedResponse({ type: AdminPromotionDto })
  @ApiFailure(PROMOTION_ERRORS, 'PROMO_CODE_TAKEN', 'There is already a promotion with the code DIWALI50.')
  @ApiFailure(PROMOTION_ERRORS, 'PROMO_INVALID', 'endsAt must be later than startsAt')
  async create(@Body() input: PromotionInputDto): Promise<AdminPromotionDto> {
    return mapAdminPromotion(await this.promotions.create(input));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a promotion (uses already made keep the discount they got)' })
  @ApiOkResponse({ type: AdminPromotionDto })
  @ApiFailure(PROMOTION_ERRORS, 'PROMO_NOT_FOUND')
  async update(@Param('id', new IdPipe(notFound)) id: number, @Body() input: PromotionUpdateDto): Promise<AdminPromotionDto> {
    return mapAdminPromotion(await this.promotions.update(id, input));
  }
}
