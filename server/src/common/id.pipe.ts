import { Injectable, PipeTransform } from '@nestjs/common';
import { parsePathId } from './path-id';

/** A positive whole-number id from the path; anything else cannot name a row, so it is the resource's 404. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: () => Error) {}

  transform(value: string): number {
    const id = parsePathId(value);
    if (id === undefined) throw this.notFound();
    return id;
  }
}
