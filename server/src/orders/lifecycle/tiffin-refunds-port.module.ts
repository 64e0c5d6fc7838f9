import { Global, Module } from '@nestjs/common';
import { TiffinRefunds } from '../../tiffin/billing/tiffin-refunds.port';
import { OrderLifecycleModule } from './order-lifecycle.module';
import { OrderRefunds } from './order-refunds.service';

/** Fills the tiffin module's refund port with the order refunds' rows and worker. Global: the tiffin module sits below orders. */
@Global()
@Module({
  imports: [OrderLifecycleModule],
  providers: [{ provide: TiffinRefunds, useExisting: OrderRefunds }],
  exports: [TiffinRefunds],
})
export class TiffinRefundsPortModule {}
