import { Injectable, PipeTransform } from '@nestjs/common';
import { pickupSlotError } from './pickup-slot.exception';

/** A path cook date: a real calendar date written YYYY-MM-DD, else 400 naming it. */
@Injectable()
export class CookDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const instant = Date.parse(`${value}T00:00:00Z`);
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(instant) && new Date(instant).toISOString().startsWith(value);
    if (!valid) throw pickupSlotError('PICKUP_DATE_INVALID');
    return value;
  }
}
