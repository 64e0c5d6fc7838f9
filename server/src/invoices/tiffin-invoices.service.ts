import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { basisPoints, taxOn } from '../common/tax';
import { isUniqueViolation } from '../database/database-errors';
import { WriteTransactions } from '../database/write-transactions';
import { InvoiceNumbers } from '../invoice-numbers/invoice-numbers';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';
import { paymentReferenceOf, TiffinPaidPeriods } from '../tiffin/billing/tiffin-paid-periods.port';
import { TiffinPlansService } from '../tiffin/plans/tiffin-plans.service';
import type { TiffinSubscription } from '../tiffin/subscriptions/tiffin-subscription.entity';
import { UsersService } from '../users/users.service';
import { invoiceError } from './invoice.exception';
import { TiffinInvoice } from './tiffin-invoice.entity';

/**
 * One tax invoice per payment of a tiffin period, numbered from the orders' series. Issued when the payment lands
 * (TiffinPaidPeriods), and by the first download if that was lost to a crash in between. The number is taken and the
 * row written in one transaction; the unique payment reference refuses a second row for the same payment, whatever
 * arrives at once, and that refusal rolls back the number it took, so the series keeps no gap.
 */
@Injectable()
export class TiffinInvoices implements TiffinPaidPeriods {
  constructor(
    @InjectRepository(TiffinInvoice) private readonly invoices: Repository<TiffinInvoice>,
    private readonly numbers: InvoiceNumbers,
    private readonly writes: WriteTransactions,
    private readonly kitchen: KitchenSettingsService,
    private readonly plans: TiffinPlansService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async paid(subscription: TiffinSubscription): Promise<void> {
    await this.issue(subscription);
  }

  /** The invoice of the subscription's payment, issued now if it has none yet; an unpaid period has none. */
  async issue(subscription: TiffinSubscription): Promise<TiffinInvoice> {
    if (subscription.paidPaise === 0) throw invoiceError('TIFFIN_INVOICE_NOT_ISSUED');
    const paymentReference = paymentReferenceOf(subscription);
    const issued = await this.invoices.findOneBy({ paymentReference });
    if (issued) return issued;
    const row = await this.rowOf(subscription, paymentReference);
    try {
      return await this.writes.transaction(async (manager) => {
        row.invoiceYear = this.numbers.yearOf(row.issuedAt);
        row.invoiceSequence = await this.numbers.nextWithin(manager, row.invoiceYear);
        return manager.getRepository(TiffinInvoice).save(row);
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'payment_reference')) throw error;
      return this.invoices.findOneByOrFail({ paymentReference });
    }
  }

  private async rowOf(subscription: TiffinSubscription, paymentReference: string): Promise<TiffinInvoice> {
    const [plan, customer, tax] = await Promise.all([
      this.plans.findOrThrow(subscription.planId),
      this.users.findUserByIdOrThrow(subscription.userId),
      this.kitchen.taxPolicy(),
    ]);
    const totalPaise = subscription.paidPaise;
    return this.invoices.create({
      paymentReference,
      subscriptionId: subscription.id,
      userId: subscription.userId,
      planName: plan.name,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
      meals: subscription.mealsInPeriod,
      pricePerMealPaise: subscription.pricePerMealPaise,
      totalPaise,
      taxLabel: tax.label,
      taxRateBp: basisPoints(tax.ratePercent),
      taxPaise: taxOn(totalPaise, { ratePercent: tax.ratePercent, pricesIncludeTax: true }).taxPaise,
      paidBy: subscription.providerPaymentId ? 'ONLINE' : 'BY_HAND',
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      issuedAt: this.clock.now(),
    });
  }
}
