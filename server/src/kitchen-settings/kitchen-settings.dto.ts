import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { IsDecimalNumber } from '../common/decimal-number';
import { isValidGstin } from '../config/gstin';

export const SLOT_LENGTHS = [10, 15, 20, 30, 60] as const;
export type SlotLength = (typeof SLOT_LENGTHS)[number];

/** What becomes of a cancelled tiffin period's credit (meals paid for and not served): refunded, or carried to the next subscription. */
export const TIFFIN_CANCEL_CREDIT = ['REFUND', 'CARRY'] as const;
export type TiffinCancelCredit = (typeof TIFFIN_CANCEL_CREDIT)[number];

/** The kitchen's own settings (admin console); each has a default until the kitchen changes it. */
export class KitchenSettingsDto {
  @ApiProperty({ enum: SLOT_LENGTHS, example: 15, description: 'Pickup slot length for cook dates without their own plan' })
  defaultSlotMinutes: SlotLength;

  @ApiProperty({
    example: null,
    nullable: true,
    type: Number,
    description:
      'Most orders per pickup slot for cook dates without their own plan; null: such cook dates have no slots (the whole window)',
  })
  defaultMaxOrdersPerSlot: number | null;

  @ApiProperty({ example: 'Anjali Rao Home Foods', nullable: true, type: String, description: 'The seller on bills and e-mails' })
  legalName: string | null;

  @ApiProperty({ example: '12 MG Road, Bengaluru 560001', nullable: true, type: String })
  address: string | null;

  @ApiProperty({
    example: '29AAGCB7383J1Z4',
    nullable: true,
    type: String,
    description: 'GST identification number, when the kitchen is registered',
  })
  gstin: string | null;

  @ApiProperty({
    example: '11223344556677',
    nullable: true,
    type: String,
    description: 'FSSAI licence or registration number (14 digits), shown in the site footer and on every order e-mail',
  })
  fssaiNumber: string | null;

  @ApiProperty({ example: 'GST', description: "What bills call the tax (the spec's 'Taxes & Fees' until changed)" })
  taxLabel: string;

  @ApiProperty({ example: 5, description: 'Tax rate in percent, at most two decimals; orders keep the rate they were placed with' })
  taxRatePercent: number;

  @ApiProperty({ example: false, description: 'Whether menu prices already include the tax (it is then shown as part of them)' })
  pricesIncludeTax: boolean;

  @ApiProperty({
    enum: TIFFIN_CANCEL_CREDIT,
    example: 'REFUND',
    description:
      "A cancelled tiffin period's credit: REFUND it to the payment, or CARRY it to the customer's next subscription of the plan",
  })
  tiffinCancelCredit: TiffinCancelCredit;
}

export class UpdateKitchenSettingsDto {
  @ApiProperty({ enum: SLOT_LENGTHS, required: false })
  @IsOptional()
  @IsIn(SLOT_LENGTHS, { message: `The slot length must be one of ${SLOT_LENGTHS.join(', ')} minutes` })
  defaultSlotMinutes?: SlotLength;

  @ApiProperty({ nullable: true, type: Number, required: false, minimum: 1 })
  @IsOptional()
  @Max(1000, { message: 'The most orders per slot can be at most 1000' })
  @Min(1, { message: 'The most orders per slot must be at least 1 (leave it empty for no slots)' })
  @IsInt({ message: 'The most orders per slot must be a whole number' })
  defaultMaxOrdersPerSlot?: number | null;

  @ApiProperty({ nullable: true, type: String, required: false, maxLength: 120 })
  @IsOptional()
  @MaxLength(120, { message: 'The legal name can be at most 120 characters' })
  @Matches(/\S/, { message: 'The legal name cannot be blank (send null to clear it)' })
  @IsString({ message: 'The legal name must be text' })
  legalName?: string | null;

  @ApiProperty({ nullable: true, type: String, required: false, maxLength: 300 })
  @IsOptional()
  @MaxLength(300, { message: 'The address can be at most 300 characters' })
  @Matches(/\S/, { message: 'The address cannot be blank (send null to clear it)' })
  @IsString({ message: 'The address must be text' })
  address?: string | null;

  @ApiProperty({ nullable: true, type: String, required: false, example: '29AAGCB7383J1Z4' })
  @IsOptional()
  @ValidateBy({
    name: 'isGstin',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidGstin(value),
      defaultMessage: () =>
        'The GSTIN must be 15 characters (state code, PAN, entity number, Z, check character) with a matching check character',
    },
  })
  gstin?: string | null;

  @ApiProperty({ nullable: true, type: String, required: false, example: '11223344556677' })
  @IsOptional()
  @Matches(/^\d{14}$/, { message: 'The FSSAI licence number must be 14 digits' })
  fssaiNumber?: string | null;

  @ApiProperty({ type: String, required: false, example: 'GST', maxLength: 30 })
  @ValidateIf((_input, value) => value !== undefined)
  @Matches(/^\S(.{0,28}\S)?$/, { message: 'The tax label must be 1 to 30 characters, such as GST' })
  @IsString({ message: 'The tax label must be text' })
  taxLabel?: string;

  @ApiProperty({ type: Number, required: false, example: 5, minimum: 0, maximum: 99.99 })
  @ValidateIf((_input, value) => value !== undefined)
  @Max(99.99, { message: 'The tax rate must be a percent from 0 to 99.99' })
  @Min(0, { message: 'The tax rate must be a percent from 0 to 99.99' })
  @IsDecimalNumber(2, { message: 'The tax rate must be a percent with at most two decimals' })
  taxRatePercent?: number;

  @ApiProperty({ type: Boolean, required: false, example: false })
  @ValidateIf((_input, value) => value !== undefined)
  @IsBoolean({ message: 'Whether prices include tax must be true or false' })
  pricesIncludeTax?: boolean;

  @ApiProperty({ enum: TIFFIN_CANCEL_CREDIT, required: false })
  @IsOptional()
  @IsIn(TIFFIN_CANCEL_CREDIT, { message: `tiffinCancelCredit must be one of ${TIFFIN_CANCEL_CREDIT.join(', ')}` })
  tiffinCancelCredit?: TiffinCancelCredit;
}
