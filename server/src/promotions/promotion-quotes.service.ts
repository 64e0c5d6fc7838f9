import { Injectable } from '@nestjs/common';
import { CartService } from '../cart/cart.service';
import { Clock } from '../common/clock';
import { paiseToRupees, rupeesToPaise, taxOnSubtotal } from '../common/money';
import type { PromotionQuoteDto } from './dto/promotion.dto';
import { PromotionUses } from './promotion-uses.service';

/** The cart's totals with a code, before ordering. */
@Injectable()
export class PromotionQuotes {
  constructor(
    private readonly cart: CartService,
    private readonly uses: PromotionUses,
    private readonly clock: Clock,
  ) {}

  async forCart(userId: number, code: string): Promise<PromotionQuoteDto> {
    const subtotalPaise = rupeesToPaise((await this.cart.getCart(userId)).subtotal);
    const { promotion, discountPaise } = await this.uses.check(userId, code, subtotalPaise, this.clock.now());
    const taxPaise = taxOnSubtotal(subtotalPaise - discountPaise);
    return {
      code: promotion.code,
      description: promotion.description,
      subtotal: paiseToRupees(subtotalPaise),
      discount: paiseToRupees(discountPaise),
      tax: paiseToRupees(taxPaise),
      total: paiseToRupees(subtotalPaise - discountPaise + taxPaise),
    };
  }
}
