import { Module } from '@nestjs/common';
import { HostResolver } from './host-resolver';
import { OutboundGuard } from './outbound-guard';

/** Requests to URLs that users or partners gave us (push endpoints now; webhooks later), all through OutboundGuard. */
@Module({
  providers: [OutboundGuard, HostResolver],
  exports: [OutboundGuard],
})
export class OutboundModule {}
