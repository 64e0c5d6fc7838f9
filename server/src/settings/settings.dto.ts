import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import { ApiNullableProperty } from '../common/api-envelope';

export class OnlinePaymentDto {
  @ApiProperty({ enum: ['razorpay', 'test'], description: "'test': the test-mode provider, where no money moves" })
  provider: 'razorpay' | 'test';

  @ApiProperty({
    example: 'https://checkout.razorpay.com/v1/checkout.js',
    nullable: true,
    type: String,
    description: "Razorpay Checkout's script; null in test mode",
  })
  checkoutUrl: string | null;
}

/** The values of the business rules that the web apps display or compute with (docs/rules.md). */
@ApiExtraModels(OnlinePaymentDto)
export class SettingsDto {
  @ApiProperty({ example: 0.08, description: 'Tax rate as a fraction (the kitchen sets it); the server rounds half-up to the paisa' })
  taxRate: number;

  @ApiProperty({ example: 'Taxes & Fees', description: 'What bills call the tax' })
  taxLabel: string;

  @ApiProperty({
    example: false,
    description: 'Whether menu prices already include the tax (the tax is then part of the subtotal, not added)',
  })
  pricesIncludeTax: boolean;

  @ApiProperty({ example: 120, description: 'How long after placing a PENDING order its customer may cancel it' })
  cancelWindowSeconds: number;

  @ApiProperty({ example: 'INR', description: 'ISO 4217; prices are in rupees with two decimals' })
  currency: string;

  @ApiProperty({
    example: 'Asia/Kolkata',
    description: "The kitchen's IANA time zone: cook dates, cutoffs and pickup times are the kitchen's",
  })
  timeZone: string;

  @ApiNullableProperty(OnlinePaymentDto, 'How online payment is taken; null when it is not offered (cash only)')
  onlinePayment: OnlinePaymentDto | null;

  @ApiProperty({ example: 'Anjali Rao Home Foods', nullable: true, type: String, description: "The kitchen's legal name, when set" })
  legalName: string | null;

  @ApiProperty({
    example: '11223344556677',
    nullable: true,
    type: String,
    description: 'FSSAI licence number for the site footer, when set',
  })
  fssaiNumber: string | null;
}
