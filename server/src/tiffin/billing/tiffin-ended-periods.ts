import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, IsNull, Not, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { addDays, localDate } from '../../common/kitchen-time';
import { AppConfig } from '../../config/app-config';
import { WriteTransactions } from '../../database/write-transactions';
import { KitchenSettingsService } from '../../kitchen-settings/kitchen-settings.service';
import { TiffinCredit } from './tiffin-credit';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';

/** Ended periods are looked at this many days after their end: the job runs every few minutes, so once is enough. */
const LOOK_BACK_DAYS = 14;

/**
 * A paid period that has ended settles the credit it still holds. A renewed period gets back whatever its renewal did
 * not carry: all of it after an AutoPay renewal (a mandate charges a fixed amount, so credit cannot come off the
 * next charge), and credit a prepaid renewal gave back when it was let go unpaid (the period's one link to a next
 * period is spent). A period that ended without renewal (and that AutoPay will not renew) settles as a cancelled one
 * does: refunded to the payments that funded it, or left for the customer's next subscription of the plan, as the
 * kitchen's setting says. Taking the credit locks the period, so this, a late renewal and a retry settle it once
 * between them.
 */
@Injectable()
export class TiffinEndedPeriods {
  constructor(
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    private readonly credit: TiffinCredit,
    private readonly settings: KitchenSettingsService,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Refunds the credit the periods that ended still hold; answers how many periods owed a refund. */
  async refundCredit(): Promise<number> {
    const refundUnrenewed = (await this.settings.read()).tiffinCancelCredit === 'REFUND';
    const today = localDate(this.clock.now(), this.config.kitchenTimeZone);
    const ended = await this.subscriptions.findBy({
      status: 'ACTIVE',
      providerPaymentId: Not(IsNull()),
      endDate: Between(addDays(today, -LOOK_BACK_DAYS), addDays(today, -1)),
    });
    let refunded = 0;
    for (const period of ended) {
      const owed = await this.writes.transaction(async (manager) => {
        const renewed = await manager.getRepository(TiffinSubscription).existsBy({ previousSubscriptionId: period.id });
        return (renewed || (!period.renews && refundUnrenewed)) && this.credit.refundWithin(manager, period);
      });
      if (owed) refunded += 1;
    }
    if (refunded > 0) this.credit.sendSoon();
    return refunded;
  }
}
