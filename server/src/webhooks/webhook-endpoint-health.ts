import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { kitchenEmail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WEBHOOK_DISABLE_AFTER_MS } from './webhook-retries';

/** Follows each endpoint's run of failures; one failing for days is disabled and every admin e-mailed. */
@Injectable()
export class WebhookEndpointHealth {
  private readonly logger = new Logger(WebhookEndpointHealth.name);

  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async succeeded(endpoint: WebhookEndpoint): Promise<void> {
    if (endpoint.failingSince) await this.endpoints.update({ id: endpoint.id }, { failingSince: null });
  }

  async failed(endpoint: WebhookEndpoint): Promise<void> {
    const now = this.clock.now();
    if (!endpoint.failingSince) {
      await this.endpoints.update({ id: endpoint.id }, { failingSince: now });
      return;
    }
    if (now.getTime() - endpoint.failingSince.getTime() < WEBHOOK_DISABLE_AFTER_MS) return;
    const days = Math.floor((now.getTime() - endpoint.failingSince.getTime()) / (24 * 3_600_000));
    const reason = `Every delivery failed for ${days} days (since ${endpoint.failingSince.toISOString()})`;
    const switched = await this.endpoints.update({ id: endpoint.id, enabled: true }, { enabled: false, disabledReason: reason });
    if (switched.affected === 1) await this.tellAdmins(endpoint, reason);
  }

  private async tellAdmins(endpoint: WebhookEndpoint, reason: string): Promise<void> {
    const message = kitchenEmail('A webhook endpoint was switched off', [
      `The kitchen stopped sending events to ${endpoint.url}. ${reason}.`,
      'Fix the receiver, enable the endpoint again in the console (Integrations → Webhooks), and use Replay since to send what it missed.',
    ]);
    for (const admin of await this.users.admins()) {
      try {
        await this.mail.send({ to: admin.email, subject: 'Webhook endpoint switched off', ...message });
      } catch (error) {
        this.logger.error(
          `Could not tell ${admin.email} that webhook endpoint ${endpoint.id} was switched off: ${(error as Error).message}`,
        );
      }
    }
  }
}
