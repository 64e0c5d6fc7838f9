import { Module } from '@nestjs/common';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { SettingsController } from './settings.controller';

/** GET /settings: the rule values clients receive instead of copying them. */
@Module({ imports: [PaymentGatewayModule], controllers: [SettingsController] })
export class SettingsModule {}
