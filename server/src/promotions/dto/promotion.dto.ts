import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsDecimalNumber } from '../../common/decimal-number';
import { Omittable } from '../../common/validation';
import { PROMOTION_KINDS, type PromotionKind } from '../promotion.entity';

const CODE_MESSAGE = 'code must be 3 to 20 letters or digits, such as DIWALI50';
const RUPEES_MESSAGE = (field: string) => `${field} must be an amount in rupees, with at most two decimals`;
/** Uses a limit may count: far more than a home kitchen sells, and well inside the column's 32-bit integer. */
const MAX_USES = 1_000_000;

/** The console's promotion form: amounts in rupees, instants as ISO 8601 (null: no limit). */
export class PromotionInputDto {
  @ApiProperty({ example: 'DIWALI50' })
  @IsString({ message: CODE_MESSAGE })
  @Matches(/^\s*[A-Za-z0-9]{3,20}\s*$/, { message: CODE_MESSAGE })
  code: string;

  @ApiProperty({ example: '₹50 off orders of ₹300 or more this Diwali' })
  @IsString({ message: 'description must be text' })
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  description: string;

  @ApiProperty({ enum: PROMOTION_KINDS })
  @IsIn(PROMOTION_KINDS, { message: `kind must be one of ${PROMOTION_KINDS.join(', ')}` })
  kind: PromotionKind;

  @ApiPropertyOptional({ example: 10, nullable: true, description: 'PERCENT: whole percent off the subtotal (1–100)' })
  @ValidateIf((input: PromotionInputDto) => input.kind === 'PERCENT' || (input.percentOff !== undefined && input.percentOff !== null))
  @IsInt({ message: 'percentOff must be a whole percent from 1 to 100' })
  @Min(1, { message: 'percentOff must be a whole percent from 1 to 100' })
  @Max(100, { message: 'percentOff must be a whole percent from 1 to 100' })
  percentOff?: number | null;

  @ApiPropertyOptional({ example: 50, nullable: true, description: 'FLAT: rupees off the subtotal' })
  @ValidateIf((input: PromotionInputDto) => input.kind === 'FLAT' || (input.flatOff !== undefined && input.flatOff !== null))
  @IsDecimalNumber(2, { message: RUPEES_MESSAGE('flatOff') })
  @Min(1, { message: 'flatOff must be at least ₹1' })
  @Max(100000, { message: 'flatOff must be at most ₹1,00,000' })
  flatOff?: number | null;

  @ApiPropertyOptional({ example: 100, nullable: true, description: 'The most one order may get off (rupees); null: no cap' })
  @IsOptional()
  @IsDecimalNumber(2, { message: RUPEES_MESSAGE('maxDiscount') })
  @Min(1, { message: 'maxDiscount must be at least ₹1 (leave it empty for no cap)' })
  @Max(100000, { message: 'maxDiscount must be at most ₹1,00,000' })
  maxDiscount?: number | null;

  @ApiPropertyOptional({ example: 300, description: 'The smallest subtotal the code takes (rupees); 0: any order' })
  @IsOptional()
  @IsDecimalNumber(2, { message: RUPEES_MESSAGE('minOrder') })
  @Min(0, { message: 'minOrder cannot be negative' })
  @Max(100000, { message: 'minOrder must be at most ₹1,00,000' })
  minOrder?: number;

  @ApiPropertyOptional({ example: '2026-11-01T00:00:00.000+05:30', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'startsAt must be a date and time, such as 2026-11-01T00:00:00+05:30' })
  startsAt?: string | null;

  @ApiPropertyOptional({ example: '2026-11-15T23:59:00.000+05:30', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endsAt must be a date and time, such as 2026-11-15T23:59:00+05:30' })
  endsAt?: string | null;

  @ApiPropertyOptional({ example: 100, nullable: true, description: 'Uses in all; null: no limit' })
  @IsOptional()
  @IsInt({ message: 'totalLimit must be a whole number (leave it empty for no limit)' })
  @Min(1, { message: 'totalLimit must be at least 1 (leave it empty for no limit)' })
  @Max(MAX_USES, { message: 'totalLimit can be at most 1,000,000 (leave it empty for no limit)' })
  totalLimit?: number | null;

  @ApiPropertyOptional({ example: 1, nullable: true, description: 'Uses per customer; null: no limit' })
  @IsOptional()
  @IsInt({ message: 'perCustomerLimit must be a whole number (leave it empty for no limit)' })
  @Min(1, { message: 'perCustomerLimit must be at least 1 (leave it empty for no limit)' })
  @Max(MAX_USES, { message: 'perCustomerLimit can be at most 1,000,000 (leave it empty for no limit)' })
  perCustomerLimit?: number | null;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean({ message: 'firstOrderOnly must be true or false' })
  firstOrderOnly?: boolean;

  @ApiPropertyOptional({ example: true })
  @Omittable()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** Any subset of the form; null clears only the fields that may be empty (a limit, a cap, a date), never the code or kind. */
export class PromotionUpdateDto extends PartialType(PromotionInputDto, { skipNullProperties: false }) {}

export class AdminPromotionDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'DIWALI50' }) code: string;
  @ApiProperty({ example: '₹50 off orders of ₹300 or more this Diwali' }) description: string;
  @ApiProperty({ enum: PROMOTION_KINDS }) kind: PromotionKind;
  @ApiProperty({ example: null, nullable: true, type: Number }) percentOff: number | null;
  @ApiProperty({ example: 50, nullable: true, type: Number }) flatOff: number | null;
  @ApiProperty({ example: null, nullable: true, type: Number }) maxDiscount: number | null;
  @ApiProperty({ example: 300 }) minOrder: number;
  @ApiProperty({ example: '2026-10-31T18:30:00.000Z', nullable: true, type: String }) startsAt: string | null;
  @ApiProperty({ example: '2026-11-15T18:29:00.000Z', nullable: true, type: String }) endsAt: string | null;
  @ApiProperty({ example: 100, nullable: true, type: Number }) totalLimit: number | null;
  @ApiProperty({ example: 1, nullable: true, type: Number }) perCustomerLimit: number | null;
  @ApiProperty({ example: false }) firstOrderOnly: boolean;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ example: 12, description: 'Orders using the code that are not cancelled' }) uses: number;
  @ApiProperty({ example: 600, description: 'Rupees taken off by those orders' }) discountGiven: number;
  @ApiProperty({ example: '2026-10-30T09:00:00.000Z' }) createdAt: string;
}

export class PromotionQuoteInputDto {
  @ApiProperty({ example: 'DIWALI50' })
  @IsString({ message: 'Enter a code' })
  @MaxLength(40, { message: 'That is longer than any code' })
  @Matches(/\S/, { message: 'Enter a code' })
  code: string;
}

export class PromotionQuoteDto {
  @ApiProperty({ example: 'DIWALI50' }) code: string;
  @ApiProperty({ example: '₹50 off orders of ₹300 or more this Diwali' }) description: string;
  @ApiProperty({ example: 420 }) subtotal: number;
  @ApiProperty({ example: 50 }) discount: number;
  @ApiProperty({ example: 29.6, description: 'Tax on the subtotal less the discount' }) tax: number;
  @ApiProperty({ example: 399.6 }) total: number;
}
