import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { Clock } from './common/clock';
import { CommonModule } from './common/common.module';
import { EnvelopeInterceptor } from './common/envelope.interceptor';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { CustomersModule } from './customers/customers.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { dataSourceOptions } from './database/data-source-options';
import { detectMysqlFlavour } from './database/mysql-flavour';
import { readYourWritesOnGalera } from './database/galera-read-your-writes';
import { boundMysqlWaits } from './database/mysql-timeouts';
import { serializeSqliteAccess } from './database/sqlite-serial-access';
import { checkpointDataSourceInBackground } from './database/sqlite-checkpoints';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { MenuModule } from './menu/menu.module';
import { DishesModule } from './dishes/dishes.module';
import { DropsModule } from './drops/drops.module';
import { HoldsModule } from './holds/holds.module';
import { KitchenSettingsModule } from './kitchen-settings/kitchen-settings.module';
import { PickupSlotsModule } from './pickup-slots/pickup-slots.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ProfileModule } from './profile/profile.module';
import { RedisModule } from './redis/redis.module';
import { ReviewsModule } from './reviews/reviews.module';
import { InvoicesModule } from './invoices/invoices.module';
import { SchedulesModule } from './schedules/schedules.module';
import { SeedModule } from './seed/seed.module';
import { SettingsModule } from './settings/settings.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { IdempotentRequestsInterceptor } from './idempotency/idempotent-requests.interceptor';
import { UsersModule } from './users/users.module';
import { MessagesModule } from './messages/messages.module';
import { PushModule } from './push/push.module';
import { WhatsAppModule } from './whatsapp/whatsapp.module';
import { MenuPortsModule } from './menu/menu-ports.module';
import { PromotionsModule } from './promotions/promotions.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { RemindersModule } from './reminders/reminders.module';
import { TiffinModule } from './tiffin/tiffin.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({
            ...dataSourceOptions(config, config.databaseKind === 'mysql' ? await detectMysqlFlavour(config.databaseUrl) : undefined),
            // A MySQL server starting beside us (compose) gets a few chances; a bad SQLite path fails at once.
            retryAttempts: config.databaseKind === 'mysql' ? 5 : 0,
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            if (config.databaseKind === 'sqlite') {
              serializeSqliteAccess(dataSource);
              checkpointDataSourceInBackground(dataSource);
            } else {
              boundMysqlWaits(dataSource, config.databaseTimeouts);
              await readYourWritesOnGalera(dataSource);
            }
            return dataSource;
          },
        }),
        ScheduleModule.forRoot(),
        RedisModule.forRoot(config),
        CommonModule.forRoot(clock),
        MailModule,
        UsersModule,
        AuthModule,
        ProfileModule,
        ContactModule,
        DishesModule,
        SchedulesModule,
        KitchenSettingsModule,
        PickupSlotsModule,
        CartModule,
        HoldsModule,
        TiffinModule,
        DropsModule,
        PushModule,
        WhatsAppModule,
        PromotionsModule,
        MessagesModule,
        WaitlistModule,
        OrdersModule,
        PaymentsModule,
        RemindersModule,
        ReviewsModule,
        InvoicesModule,
        MenuModule,
        MenuPortsModule,
        CustomersModule,
        DashboardModule,
        SettingsModule,
        IntegrationsModule,
        IdempotencyModule,
        JobsModule,
        HealthModule,
        SeedModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        // Inside the envelope: a replayed answer is the handler's own value, wrapped as the first one was.
        { provide: APP_INTERCEPTOR, useExisting: IdempotentRequestsInterceptor },
      ],
    };
  }
}
