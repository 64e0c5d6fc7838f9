import { Injectable, PipeTransform } from '@nestjs/common';

/** A positive whole-number id from the path; anything else cannot name a row, so it is the resource's 404. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: () => Error) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) throw this.notFound();
    return Number(value);
  }
}
