import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobLockService } from '../../jobs/job-lock.service';
import { TiffinEndedPeriods } from '../billing/tiffin-ended-periods';
import { TiffinDishRule } from '../plans/tiffin-dish-rule';
import { TiffinReservations } from './tiffin-reservations.service';
import { TiffinSubscriptionsService } from '../subscriptions/tiffin-subscriptions.service';

const LEASE_MS = 4 * 60_000;

/**
 * Every five minutes one instance lets unpaid subscriptions whose first meal is past its cutoff go, then reserves
 * plan meals for the dates that opened since (a date opens when the kitchen picks the schedule it serves; a
 * subscription's meals open when it is paid, or the rule gives a date the dish marked tiffin), then refunds the credit of paid periods that ended unrenewed.
 * Rerunning it is harmless.
 */
@Injectable()
export class TiffinReservationJob {
  private readonly logger = new Logger('TiffinReservations');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly reservations: TiffinReservations,
    private readonly subscriptions: TiffinSubscriptionsService,
    private readonly endedPeriods: TiffinEndedPeriods,
    private readonly dishRule: TiffinDishRule,
  ) {}

  @Cron('0 */5 * * * *', { name: 'reserve-tiffin-meals' })
  async run(): Promise<void> {
    await this.jobLocks.runScheduled('reserve-tiffin-meals', LEASE_MS, async () => {
      const expired = await this.subscriptions.expireUnpaid();
      if (expired > 0) this.logger.log(`Let ${expired} unpaid tiffin subscriptions go`);
      const filled = await this.dishRule.fillUnchosenDates();
      if (filled > 0) this.logger.log(`Gave ${filled} tiffin plan dates the date's dish marked tiffin`);
      const written = await this.reservations.reserveOpenDates();
      if (written > 0) this.logger.log(`Reserved ${written} tiffin meals`);
      const refunded = await this.endedPeriods.refundCredit();
      if (refunded > 0) this.logger.log(`Refunded the credit of ${refunded} tiffin periods that ended unrenewed`);
    });
  }
}
