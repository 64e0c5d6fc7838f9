import { Injectable } from '@nestjs/common';

/** The single source of "now", so tests can move time (cutoffs, cancel windows, code expiry). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
