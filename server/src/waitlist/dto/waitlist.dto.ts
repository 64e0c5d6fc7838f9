import { ApiProperty } from '@nestjs/swagger';

export class WaitlistEntryDto {
  @ApiProperty({ example: 12 }) menuItemId: number;
  @ApiProperty({ example: '2026-11-22T10:40:00.000Z' }) joinedAt: string;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'When the customer was last told the dish is back' })
  notifiedAt: string | null;
}

export class DishWaitlistDto {
  @ApiProperty({ example: 12, description: 'The dish (menu item) id' }) id: number;
  @ApiProperty({ example: 'Paneer Butter Masala' }) name: string;
  @ApiProperty({ example: 14 }) waiting: number;
  @ApiProperty({ example: '2026-11-20T08:15:00.000Z' }) firstJoinedAt: string;
}

export class WaitingCustomerDto {
  @ApiProperty({ example: 5, description: 'The customer (the admin customers resource id)' }) userId: number;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
  @ApiProperty({ example: 'asha@example.com' }) email: string;
  @ApiProperty({ example: '919876543210', nullable: true, type: String }) phone: string | null;
  @ApiProperty({ example: '2026-11-20T08:15:00.000Z' }) joinedAt: string;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'When they were last told the dish is back' }) notifiedAt:
    string | null;
}

export class DishWaitlistDetailDto extends DishWaitlistDto {
  @ApiProperty({ type: [WaitingCustomerDto], description: 'Who waits, longest-waiting first' }) customers: WaitingCustomerDto[];
}
