import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

/** A positive whole-number id from the path; anything else cannot name a row, so it is a 404. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) {
      throw new NotFoundException(this.notFoundMessage);
    }
    return Number(value);
  }
}
