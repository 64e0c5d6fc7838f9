import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { ListQuery } from '../common/simple-rest';
import { isUniqueViolation } from '../database/database-errors';
import type { PromotionInputDto, PromotionUpdateDto } from './dto/promotion.dto';
import { promotionChanges } from './promotion.mapper';
import { Promotion } from './promotion.entity';
import { promotionError } from './promotion.exception';

export const PROMOTION_SORT_FIELDS = ['code', 'createdAt', 'uses', 'discountGiven', 'endsAt'] as const;
const SORT_COLUMNS: Record<string, keyof Promotion> = { uses: 'usesCount', discountGiven: 'discountGivenPaise' };

/** The console's promotions: what a code gives and when, checked as a whole before it is saved. */
@Injectable()
export class PromotionsService {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQuery): Promise<{ rows: Promotion[]; total: number }> {
    const [rows, total] = await this.promotions.findAndCount({
      order: { [SORT_COLUMNS[query.sortField] ?? query.sortField]: query.sortOrder, id: 'DESC' },
      skip: query.skip,
      take: query.take,
    });
    return { rows, total };
  }

  async findOrThrow(id: number): Promise<Promotion> {
    const promotion = await this.promotions.findOneBy({ id });
    if (!promotion) throw promotionError('PROMO_NOT_FOUND');
    return promotion;
  }

  async create(input: PromotionInputDto): Promise<Promotion> {
    const now = this.clock.now();
    const draft = this.promotions.create({
      maxDiscountPaise: null,
      minOrderPaise: 0,
      startsAt: null,
      endsAt: null,
      totalLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      active: true,
      percentOff: null,
      flatOffPaise: null,
      ...promotionChanges(input),
      usesCount: 0,
      discountGivenPaise: 0,
      createdAt: now,
      updatedAt: now,
    });
    return this.saving(draft);
  }

  async update(id: number, input: PromotionUpdateDto): Promise<Promotion> {
    const promotion = await this.findOrThrow(id);
    return this.saving(Object.assign(promotion, promotionChanges(input), { updatedAt: this.clock.now() }));
  }

  private async saving(promotion: Promotion): Promise<Promotion> {
    checkWhole(promotion);
    const holder = await this.promotions.findOneBy({ code: promotion.code });
    if (holder && holder.id !== promotion.id) throw promotionError('PROMO_CODE_TAKEN', promotion.code);
    try {
      return await this.promotions.save(promotion);
    } catch (error) {
      if (isUniqueViolation(error)) throw promotionError('PROMO_CODE_TAKEN', promotion.code);
      throw error;
    }
  }
}

/** The rules that need more than one field: the amount that matches the kind, and a window that ends after it starts. */
function checkWhole(promotion: Promotion): void {
  if (promotion.kind === 'PERCENT') {
    if (!promotion.percentOff) throw promotionError('PROMO_INVALID', 'percentOff must be a whole percent from 1 to 100');
    promotion.flatOffPaise = null;
  } else {
    if (!promotion.flatOffPaise) throw promotionError('PROMO_INVALID', 'flatOff must be at least ₹1');
    promotion.percentOff = null;
  }
  if (promotion.startsAt && promotion.endsAt && promotion.endsAt <= promotion.startsAt) {
    throw promotionError('PROMO_INVALID', 'endsAt must be later than startsAt');
  }
}
