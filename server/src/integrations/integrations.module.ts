import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AdminApiKeysController } from './admin-api-keys.controller';
import { AdminWebhookDeliveriesController, AdminWebhooksController } from './admin-webhooks.controller';
import { KeyGrants } from './key-grants';
import { WebhooksModule } from '../webhooks/webhooks.module';

/** What the console offers integrators: API keys for the admin API, and webhook endpoints with their delivery log. */
@Module({
  imports: [ApiKeysModule, WebhooksModule],
  controllers: [AdminApiKeysController, AdminWebhooksController, AdminWebhookDeliveriesController],
  providers: [KeyGrants],
})
export class IntegrationsModule {}
