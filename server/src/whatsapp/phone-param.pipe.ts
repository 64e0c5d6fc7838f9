import { PipeTransform } from '@nestjs/common';
import { commonError } from '../common/common.exception';

/** A conversation's number in a path: digits with the country code, as WhatsApp writes it (a leading + is dropped). */
export class PhoneParam implements PipeTransform<string, string> {
  transform(value: string): string {
    const digits = value.replace(/^\+/, '');
    if (!/^\d{8,15}$/.test(digits)) throw commonError('VALIDATION_FAILED', 'phone must be 8 to 15 digits with the country code');
    return digits;
  }
}
