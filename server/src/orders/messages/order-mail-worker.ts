import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailService } from '../../mail/mail.service';
import { DeliveryOutcome, OutboxDrain } from '../../mail/outbox-drain';
import { OrderMailService, type SellerDetails } from './order-mail.service';
import { Order } from '../order.entity';
import { OutboxMail } from './outbox-mail.entity';
import { OrderLines } from '../order-lines';
import { KitchenSettingsService } from '../../kitchen-settings/kitchen-settings.service';
import { languageOf } from '../../common/language';
import { UsersService } from '../../users/users.service';
import { AppConfig } from '../../config/app-config';
import { WhatsAppConsents } from '../../whatsapp/whatsapp-consents.service';
import { WhatsAppOutbox } from '../../whatsapp/whatsapp-outbox';

/**
 * Sends the order messages in mail_outbox, each rendered from its order as it stands when sent (see OutboxDrain): on
 * WhatsApp to a customer whose consent for order updates stands then (the e-mail goes instead if WhatsApp cannot
 * deliver it), else by e-mail.
 */
@Injectable()
export class OrderMailWorker extends OutboxDrain<OutboxMail> {
  constructor(
    @InjectRepository(OutboxMail) outbox: Repository<OutboxMail>,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly composer: OrderMailService,
    private readonly mail: MailService,
    private readonly lines: OrderLines,
    private readonly kitchen: KitchenSettingsService,
    private readonly users: UsersService,
    private readonly whatsAppConsents: WhatsAppConsents,
    private readonly whatsApp: WhatsAppOutbox,
    private readonly config: AppConfig,
  ) {
    super(outbox, 'MailOutbox');
  }

  protected async deliverBatch(rows: OutboxMail[], outcome: DeliveryOutcome<OutboxMail>): Promise<void> {
    // Read once per batch: every message of it carries the same small print.
    const seller = await this.kitchen.read();
    await Promise.all(rows.map((row) => this.deliver(row, seller, outcome)));
  }

  private async deliver(row: OutboxMail, seller: SellerDetails, outcome: DeliveryOutcome<OutboxMail>): Promise<void> {
    const found = await this.orders.findOne({ where: { id: row.orderId }, relations: { items: true } });
    const [order] = found ? await this.lines.attach([found]) : [];
    // The order was deleted (the dashboard's test data, say): nothing left to tell anyone.
    if (!order) return outcome.sent(row, 'order no longer exists; nothing sent');
    if (row.kind === 'PAYMENT_DUE' && order.status !== 'AWAITING_PAYMENT') return outcome.sent(row, 'paid or closed before the reminder');
    try {
      // The account's language as it is now: a customer who switched since ordering reads the new one.
      const customer = (await this.users.findByIds([order.userId])).get(order.userId);
      const language = languageOf(customer?.language);
      const email = row.kind === 'PAYMENT_DUE' ? null : this.composer.compose(row.kind, order, seller, language);
      const [recipient] = await this.whatsAppConsents.recipientsWithin(this.orders.manager, [order.userId], 'orderUpdates');
      const template = recipient
        ? this.composer.whatsAppTemplate(row.kind, order, `${this.config.siteUrl}/profile/order/${order.orderRefId}`)
        : null;
      if (recipient && template) {
        await this.whatsApp.templatesWithin(this.orders.manager, [recipient], template, {
          dedupeKey: `order-mail-${row.id}`,
          fallbackMail: email ?? undefined,
        });
        this.whatsApp.sendSoon();
        return await outcome.sent(row, 'sent on WhatsApp');
      }
      if (!email) return await outcome.sent(row, 'WhatsApp only, and WhatsApp is off');
      await this.mail.send(email);
    } catch (error) {
      return outcome.failed(row, error as Error);
    }
    await outcome.sent(row);
  }
}
