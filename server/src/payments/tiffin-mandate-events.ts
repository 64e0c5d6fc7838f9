import { Injectable } from '@nestjs/common';
import { OrderRefunds } from '../orders/lifecycle/order-refunds.service';
import { paymentFromRazorpay } from '../payment-gateway/razorpay-gateway';
import { TiffinAutopay } from '../tiffin/billing/tiffin-autopay.service';
import { TiffinAutopayMandates } from '../tiffin/billing/tiffin-autopay-mandates';
import { TiffinNotices } from '../tiffin/notices/tiffin-notices.service';
import type { RazorpayMandate, RazorpayPayment } from './razorpay-event';

/** What Razorpay reports about a tiffin plan's autopay mandate (its `subscription.*` webhooks). */
@Injectable()
export class TiffinMandateEvents {
  constructor(
    private readonly autopay: TiffinAutopay,
    private readonly mandates: TiffinAutopayMandates,
    private readonly notices: TiffinNotices,
    private readonly refunds: OrderRefunds,
  ) {}

  /** A renewal was paid: the period it is for is settled, and money for no period (or the wrong amount) goes back. */
  async charged(payment: RazorpayPayment, mandate: RazorpayMandate): Promise<void> {
    const reported = paymentFromRazorpay(payment);
    const chargeAt = mandate.charge_at ? new Date(mandate.charge_at * 1000) : null;
    const settled = await this.autopay.applyCharge(mandate.id, reported, chargeAt);
    // A mandate charging for no period (its period was let go unpaid, or cancelled) must stop charging.
    if (settled === 'unkept') await this.mandates.stop(mandate.id);
    if (settled === 'unkept' || settled === 'mismatched') {
      const notes = Array.isArray(mandate.notes) ? {} : (mandate.notes ?? {});
      const receipt = `tiffin-${notes.tiffinSubscriptionId ?? mandate.id}`;
      await this.refunds.refundUnkept(
        reported,
        { id: receipt, orderRefId: receipt },
        settled === 'unkept' ? 'EXTRA_PAYMENT' : 'MISMATCHED_PAYMENT',
      );
    }
  }

  /** A renewal's charge failed (Razorpay retries it): the customer is told, once per failed payment. */
  async chargeFailed(payment: RazorpayPayment | undefined, mandate: RazorpayMandate): Promise<void> {
    const period = payment ? await this.autopay.latestPeriod(mandate.id) : null;
    if (period && payment) await this.notices.paymentFailed(period.id, { paymentId: payment.id, amountPaise: payment.amount });
  }

  /** The mandate ended (halted, cancelled or completed): the plan stops renewing. */
  async ended(mandate: RazorpayMandate): Promise<void> {
    await this.autopay.stopRenewing(mandate.id);
  }
}
