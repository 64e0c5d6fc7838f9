import { Injectable } from '@nestjs/common';
import { CartService } from '../cart/cart.service';
import { Clock } from '../common/clock';
import { paiseToRupees, rupeesToPaise } from '../common/money';
import { taxOn } from '../common/tax';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';
import type { PromotionQuoteDto } from './dto/promotion.dto';
import { PromotionUses } from './promotion-uses.service';

/** The cart's totals with a code, before ordering. */
@Injectable()
export class PromotionQuotes {
  constructor(
    private readonly cart: CartService,
    private readonly uses: PromotionUses,
    private readonly kitchen: KitchenSettingsService,
    private readonly clock: Clock,
  ) {}

  async forCart(userId: number, code: string): Promise<PromotionQuoteDto> {
    const subtotalPaise = rupeesToPaise((await this.cart.getCart(userId)).subtotal);
    const { promotion, discountPaise } = await this.uses.check(userId, code, subtotalPaise, this.clock.now());
    const { taxPaise, totalPaise } = taxOn(subtotalPaise - discountPaise, await this.kitchen.taxPolicy());
    return {
      code: promotion.code,
      description: promotion.description,
      subtotal: paiseToRupees(subtotalPaise),
      discount: paiseToRupees(discountPaise),
      tax: paiseToRupees(taxPaise),
      total: paiseToRupees(totalPaise),
    };
  }
}
