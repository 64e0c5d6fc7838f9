import { paiseToRupees, rupeesToPaise } from '../common/money';
import type { AdminPromotionDto, PromotionUpdateDto } from './dto/promotion.dto';
import type { Promotion } from './promotion.entity';
import { normaliseCode } from './promotion-rules';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
const paiseOrNull = (rupees: number | null | undefined) => (rupees === null || rupees === undefined ? null : rupeesToPaise(rupees));
const instantOrNull = (text: string | null | undefined) => (text ? new Date(text) : null);

export function mapAdminPromotion(promotion: Promotion): AdminPromotionDto {
  return {
    id: promotion.id,
    code: promotion.code,
    description: promotion.description,
    kind: promotion.kind,
    percentOff: promotion.percentOff,
    flatOff: rupeesOrNull(promotion.flatOffPaise),
    maxDiscount: rupeesOrNull(promotion.maxDiscountPaise),
    minOrder: paiseToRupees(promotion.minOrderPaise),
    startsAt: promotion.startsAt?.toISOString() ?? null,
    endsAt: promotion.endsAt?.toISOString() ?? null,
    totalLimit: promotion.totalLimit,
    perCustomerLimit: promotion.perCustomerLimit,
    firstOrderOnly: promotion.firstOrderOnly,
    active: promotion.active,
    uses: promotion.usesCount,
    discountGiven: paiseToRupees(promotion.discountGivenPaise),
    createdAt: promotion.createdAt.toISOString(),
  };
}

/** The form's fields as columns; only the fields sent are set. */
export function promotionChanges(input: PromotionUpdateDto): Partial<Promotion> {
  const changes: Partial<Promotion> = {};
  if (input.code !== undefined) changes.code = normaliseCode(input.code);
  if (input.description !== undefined) changes.description = input.description.trim();
  if (input.kind !== undefined) changes.kind = input.kind;
  if (input.percentOff !== undefined) changes.percentOff = input.percentOff;
  if (input.flatOff !== undefined) changes.flatOffPaise = paiseOrNull(input.flatOff);
  if (input.maxDiscount !== undefined) changes.maxDiscountPaise = paiseOrNull(input.maxDiscount);
  if (input.minOrder !== undefined) changes.minOrderPaise = rupeesToPaise(input.minOrder);
  if (input.startsAt !== undefined) changes.startsAt = instantOrNull(input.startsAt);
  if (input.endsAt !== undefined) changes.endsAt = instantOrNull(input.endsAt);
  if (input.totalLimit !== undefined) changes.totalLimit = input.totalLimit;
  if (input.perCustomerLimit !== undefined) changes.perCustomerLimit = input.perCustomerLimit;
  if (input.firstOrderOnly !== undefined) changes.firstOrderOnly = input.firstOrderOnly;
  if (input.active !== undefined) changes.active = input.active;
  return changes;
}
