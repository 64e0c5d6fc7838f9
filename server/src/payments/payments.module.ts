import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { TiffinModule } from '../tiffin/tiffin.module';
import { PaymentJobs } from './payment-jobs';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentSweeps } from './payment-sweeps.service';
import { TiffinPaymentSettlement } from './tiffin-payment-settlement';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';
import { PaymentsController } from './payments.controller';
import { RazorpayWebhooks } from './razorpay-webhooks.service';
import { TestModeCheckout } from './test-mode-checkout.service';
import { TiffinMandateEvents } from './tiffin-mandate-events';
import { WebhookEventClaims } from './webhook-event-claims';

/** Online payment: the customer's verify call, Razorpay's webhooks, the test-mode page, and the expiry and reconciliation jobs. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentWebhookEvent]), OrdersModule, PaymentGatewayModule, JobsModule, TiffinModule],
  controllers: [PaymentsController],
  providers: [
    PaymentSettlement,
    TiffinPaymentSettlement,
    RazorpayWebhooks,
    TiffinMandateEvents,
    WebhookEventClaims,
    TestModeCheckout,
    PaymentSweeps,
    PaymentJobs,
  ],
  exports: [PaymentSweeps],
})
export class PaymentsModule {}
