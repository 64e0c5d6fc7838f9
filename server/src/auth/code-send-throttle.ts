import { Injectable } from '@nestjs/common';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';

/** Limits how often codes are e-mailed: per client address, and per account (a minimum interval and an hourly cap). */
@Injectable()
export class CodeSendThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** account: the e-mail or phone typed, so unknown accounts are throttled exactly like real ones. */
  async allow(address: string, account: string): Promise<void> {
    await this.limiter.consume(RATE_LIMITS.codeSendPerAddress, address);
    await this.limiter.assertAvailable(RATE_LIMITS.codeSendInterval, account);
    await this.limiter.consume(RATE_LIMITS.codeSendHourly, account);
    await this.limiter.record(RATE_LIMITS.codeSendInterval, account);
  }
}
