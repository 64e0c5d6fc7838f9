import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyPurgeJob } from './idempotency-purge.job';
import { IdempotencyService } from './idempotency.service';
import { IdempotentRequest } from './idempotent-request.entity';
import { IdempotentRequests } from './idempotent-requests.service';
import { IdempotentRequestsInterceptor } from './idempotent-requests.interceptor';

/**
 * Idempotency-Key: the keys a client sent with what they created, kept 24 hours so a retry creates nothing new; orders
 * keep theirs in the order's transaction, every other POST through IdempotentRequestsInterceptor.
 */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyKey, IdempotentRequest]), JobsModule],
  providers: [IdempotencyService, IdempotentRequests, IdempotentRequestsInterceptor, IdempotencyPurgeJob],
  exports: [IdempotencyService, IdempotentRequestsInterceptor],
})
export class IdempotencyModule {}
