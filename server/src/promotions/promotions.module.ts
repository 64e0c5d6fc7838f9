import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { AdminPromotionsController } from './admin-promotions.controller';
import { PromotionCustomer } from './promotion-customer.entity';
import { PromotionQuotesController } from './promotion-quotes.controller';
import { PromotionQuotes } from './promotion-quotes.service';
import { PromotionUse } from './promotion-use.entity';
import { PromotionUses } from './promotion-uses.service';
import { Promotion } from './promotion.entity';
import { PromotionsService } from './promotions.service';

/** Discount codes: the console's promotions, the cart's preview, and each order's use of a code. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion, PromotionUse, PromotionCustomer]), CartModule, KitchenSettingsModule],
  controllers: [AdminPromotionsController, PromotionQuotesController],
  providers: [PromotionsService, PromotionUses, PromotionQuotes],
  exports: [PromotionUses],
})
export class PromotionsModule {}
