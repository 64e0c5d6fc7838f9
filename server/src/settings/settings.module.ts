import { Module } from '@nestjs/common';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { SettingsController } from './settings.controller';

/** GET /settings: the rule values clients receive instead of copying them. */
@Module({ imports: [PaymentGatewayModule, KitchenSettingsModule], controllers: [SettingsController] })
export class SettingsModule {}
