import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { PaymentGateway } from './payment-gateway';
import { RazorpayGateway } from './razorpay-gateway';
import { TestModeGateway } from './test-mode-gateway';
import { TestModeWebhooks } from './test-mode-webhooks';
import { TestPayment } from './test-payment.entity';
import { TestSubscription } from './test-subscription.entity';

/**
 * Provides the PaymentGateway the configuration asks for (AppConfig.payments): Razorpay, the test mode, or
 * null when online payment is off, in which case checkout offers cash only.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TestPayment, TestSubscription])],
  providers: [
    TestModeWebhooks,
    {
      provide: PaymentGateway,
      inject: [AppConfig, getRepositoryToken(TestPayment), getRepositoryToken(TestSubscription), TestModeWebhooks, Clock],
      useFactory: (
        config: AppConfig,
        testPayments: Repository<TestPayment>,
        testSubscriptions: Repository<TestSubscription>,
        webhooks: TestModeWebhooks,
        clock: Clock,
      ): PaymentGateway | null => {
        const settings = config.payments;
        if (settings.mode === 'razorpay') return new RazorpayGateway(settings.razorpay);
        if (settings.mode === 'test')
          return new TestModeGateway(resolveJwtSecret(config), testPayments, testSubscriptions, webhooks, clock);
        return null;
      },
    },
  ],
  exports: [PaymentGateway, TestModeWebhooks],
})
export class PaymentGatewayModule {}
