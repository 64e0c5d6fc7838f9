import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/** A bulk download's days, inclusive, on the kitchen's calendar. */
export class InvoiceRangeQuery {
  @ApiProperty({ example: '2026-11-01', description: 'First day (YYYY-MM-DD, kitchen time zone)' })
  @IsString({ message: 'from must be a date as YYYY-MM-DD' })
  from: string;

  @ApiProperty({ example: '2026-11-30', description: 'Last day, inclusive (YYYY-MM-DD, kitchen time zone); at most 31 days after from' })
  @IsString({ message: 'to must be a date as YYYY-MM-DD' })
  to: string;
}
