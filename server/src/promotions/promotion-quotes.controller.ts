import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { PromotionQuoteDto, PromotionQuoteInputDto } from './dto/promotion.dto';
import { PromotionQuotes } from './promotion-quotes.service';
import { PROMOTION_ERRORS } from './promotion.exception';

@ApiTags('promotions')
@Controller('promotions')
export class PromotionQuotesController {
  constructor(private readonly quotes: PromotionQuotes) {}

  @Post('quote')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Code applied')
  @ApiOperation({ summary: "What a code takes off the caller's cart now, with the totals it leaves; the order checks it again" })
  @ApiEnvelope(PromotionQuoteDto)
  @ApiFailure(PROMOTION_ERRORS, 'PROMO_UNKNOWN', 'There is no code DIWALI5. Check the spelling and try again.')
  @ApiFailure(PROMOTION_ERRORS, 'PROMO_MIN_ORDER', 'This code needs an order of at least ₹300.')
  quote(@CurrentUser() user: User, @Body() input: PromotionQuoteInputDto): Promise<PromotionQuoteDto> {
    return this.quotes.forCart(user.id, input.code);
  }
}
