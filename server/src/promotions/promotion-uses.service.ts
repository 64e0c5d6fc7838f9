import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { formatDisplayDate, formatKitchenTime, localDate } from '../common/kitchen-time';
import { rupeesText } from '../common/money';
import { AppConfig } from '../config/app-config';
import { latestCommitted } from '../database/latest-committed';
import { CustomerOrders } from './customer-orders.port';
import { PromotionCustomer } from './promotion-customer.entity';
import { PromotionUse } from './promotion-use.entity';
import { Promotion } from './promotion.entity';
import { customerLimitOf, discountFor, normaliseCode } from './promotion-rules';
import { promotionError } from './promotion.exception';

/** A code as it applies to one subtotal. */
export interface AppliedCode {
  promotion: Promotion;
  discountPaise: number;
}

/**
 * Customers' uses of codes. Checking a code (the cart's preview, and just before an order's transaction) says the
 * first reason it cannot be used; using it, inside the order's transaction, counts the use with conditional updates
 * on the code's total and on the customer's ledger, so no limit is passed however many orders race for the last use.
 */
@Injectable()
export class PromotionUses {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    @InjectRepository(PromotionCustomer) private readonly ledger: Repository<PromotionCustomer>,
    private readonly orders: CustomerOrders,
    private readonly config: AppConfig,
  ) {}

  /** The code's discount on `subtotalPaise` for this customer now, or the refusal that explains why not. */
  async check(userId: number, code: string, subtotalPaise: number, now: Date): Promise<AppliedCode> {
    const wanted = normaliseCode(code);
    const promotion = await this.promotions.findOneBy({ code: wanted });
    if (!promotion || !promotion.active) throw promotionError('PROMO_UNKNOWN', wanted);
    if (promotion.startsAt && promotion.startsAt > now) throw promotionError('PROMO_NOT_STARTED', wanted, this.when(promotion.startsAt));
    if (promotion.endsAt && promotion.endsAt <= now) throw promotionError('PROMO_EXPIRED', wanted, this.when(promotion.endsAt));
    if (subtotalPaise < promotion.minOrderPaise) throw promotionError('PROMO_MIN_ORDER', rupeesText(promotion.minOrderPaise));
    if (promotion.totalLimit !== null && promotion.usesCount >= promotion.totalLimit) throw promotionError('PROMO_USED_UP');
    if (promotion.firstOrderOnly && (await this.orders.hasLiveOrders(userId))) throw promotionError('PROMO_FIRST_ORDER_ONLY');
    const limit = customerLimitOf(promotion);
    if (limit !== null) {
      const mine = await this.ledger.findOneBy({ promotionId: promotion.id, userId });
      if ((mine?.uses ?? 0) >= limit) throw promotionError('PROMO_USED_UP_FOR_YOU', limit);
    }
    return { promotion, discountPaise: discountFor(promotion, subtotalPaise) };
  }

  /** Inside the order's transaction: counts the use for the code and the customer, or refuses and changes nothing. */
  async useWithin(manager: EntityManager, userId: number, orderId: string, applied: AppliedCode, now: Date): Promise<void> {
    const { promotion, discountPaise } = applied;
    const counted = await manager
      .createQueryBuilder()
      .update(Promotion)
      .set({ usesCount: () => 'uses_count + 1', discountGivenPaise: () => `discount_given_paise + ${Math.trunc(discountPaise)}` })
      .where('id = :id AND active = :active AND (total_limit IS NULL OR uses_count < total_limit)', { id: promotion.id, active: true })
      .execute();
    if (counted.affected !== 1) throw promotionError('PROMO_USED_UP');
    const limit = customerLimitOf(promotion);
    await manager
      .createQueryBuilder()
      .insert()
      .into(PromotionCustomer)
      .values({ promotionId: promotion.id, userId, uses: 0 })
      .orIgnore()
      .execute();
    const mine = manager
      .createQueryBuilder()
      .update(PromotionCustomer)
      .set({ uses: () => 'uses + 1' })
      .where('promotion_id = :promotionId AND user_id = :userId', { promotionId: promotion.id, userId });
    if (limit !== null) mine.andWhere('uses < :limit', { limit });
    if ((await mine.execute()).affected !== 1) throw promotionError('PROMO_USED_UP_FOR_YOU', limit!);
    if (promotion.firstOrderOnly && (await this.orders.hasLiveOrders(userId, manager))) throw promotionError('PROMO_FIRST_ORDER_ONLY');
    await manager
      .getRepository(PromotionUse)
      .insert({ promotionId: promotion.id, userId, orderId, discountPaise, createdAt: now, returnedAt: null });
  }

  /** Inside a cancelling transaction: the order's use of a code is given back (to the code's total and the customer). */
  async giveBackWithin(manager: EntityManager, orderId: string, now: Date): Promise<void> {
    const use = await manager
      .getRepository(PromotionUse)
      .findOne({ where: { orderId, returnedAt: IsNull() }, ...latestCommitted(manager) });
    if (!use) return;
    const returned = await manager.getRepository(PromotionUse).update({ id: use.id, returnedAt: IsNull() }, { returnedAt: now });
    if (returned.affected !== 1) return;
    await manager
      .createQueryBuilder()
      .update(Promotion)
      .set({ usesCount: () => 'uses_count - 1', discountGivenPaise: () => `discount_given_paise - ${Math.trunc(use.discountPaise)}` })
      .where('id = :id', { id: use.promotionId })
      .execute();
    await manager
      .createQueryBuilder()
      .update(PromotionCustomer)
      .set({ uses: () => 'uses - 1' })
      .where('promotion_id = :promotionId AND user_id = :userId AND uses > 0', { promotionId: use.promotionId, userId: use.userId })
      .execute();
  }

  private when(instant: Date): string {
    const zone = this.config.kitchenTimeZone;
    return `${formatDisplayDate(localDate(instant, zone))}, ${formatKitchenTime(instant, zone)}`;
  }
}
