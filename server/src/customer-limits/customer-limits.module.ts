import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerLimits } from './customer-limits.service';
import { CustomerPortions } from './customer-portions.entity';

/** The per-customer limit of a cook date's dish ('max 2 per customer') and the ledger it is checked against. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomerPortions])],
  providers: [CustomerLimits],
  exports: [CustomerLimits],
})
export class CustomerLimitsModule {}
