import { Inject, Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../database/database-errors';
import { WriteTransactions } from '../../database/write-transactions';
import { IdempotencyService, requestFingerprint } from '../../idempotency/idempotency.service';
import { PaymentGateway } from '../../payment-gateway/payment-gateway';
import type { User } from '../../users/user.entity';
import { OrderDto } from '../dto/order.dto';
import { OrderAnnouncements } from '../live/order-announcements';
import type { Order } from '../order.entity';
import { orderError } from '../order.exception';
import { OrderReads } from '../order-reads.service';
import { newOrderReference } from '../order-rules';
import { PlaceOrderDto } from './dto/place-order.dto';
import { CheckedOrder, OrderChecks } from './order-checks';
import { priceLines } from './order-pricing';
import { normalizeOrderRequest, NormalizedOrderRequest } from './order-request';
import { OrderIdentity, PlacedOrderRows, ProviderOrder } from './placed-order-rows';
import { PortionCounts } from './portion-counts';

const REFERENCE_ATTEMPTS = 4;

/** An Idempotency-Key as checked: its value and the fingerprint of the request it came with. */
interface RequestKey {
  value: string;
  fingerprint: string;
}

/** Places orders: one transaction that takes the stock, writes the order and empties the cart, or changes nothing. */
@Injectable()
export class OrderPlacementService {
  constructor(
    private readonly writes: WriteTransactions,
    private readonly checks: OrderChecks,
    private readonly counts: PortionCounts,
    private readonly rows: PlacedOrderRows,
    private readonly idempotency: IdempotencyService,
    private readonly reads: OrderReads,
    private readonly announcements: OrderAnnouncements,
    private readonly clock: Clock,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {}

  /**
   * With an Idempotency-Key, a repeat of the same request answers the order the first one placed instead of
   * ordering again. The key is written in the order's transaction (see IdempotencyService).
   */
  async placeIdempotently(user: User, dto: PlaceOrderDto, idempotencyKey?: string): Promise<{ order: OrderDto; replayed: boolean }> {
    const request = normalizeOrderRequest(dto);
    if (request.paymentMethod === 'ONLINE' && !this.gateway) throw orderError('ONLINE_PAYMENT_UNAVAILABLE');
    if (idempotencyKey === undefined) return { order: await this.place(user, request), replayed: false };
    const key = { value: this.idempotency.validateKey(idempotencyKey), fingerprint: requestFingerprint(request) };
    const placed = await this.idempotency.findPlacedOrder(user.id, key.value, key.fingerprint);
    if (placed) return { order: await this.reads.findMineOrThrow(user.id, placed), replayed: true };
    try {
      return { order: await this.place(user, request, key), replayed: false };
    } catch (error) {
      // A twin request with the same key may have won meanwhile (the key's unique index refused this one, or
      // the twin took the last portions): the customer's order exists, so answer it.
      const twin = await this.idempotency.findPlacedOrder(user.id, key.value, key.fingerprint);
      if (twin) return { order: await this.reads.findMineOrThrow(user.id, twin), replayed: true };
      throw error;
    }
  }

  async place(user: User, request: NormalizedOrderRequest, key?: RequestKey): Promise<OrderDto> {
    let checked!: CheckedOrder;
    const order = await this.withFreshReference(async (identity) => {
      let providerOrder: ProviderOrder | null = null;
      // For an online order the provider's order exists before ours: unreachable, the customer gets a 503 and
      // no stock is touched. One whose order then fails here is never paid and simply lapses at the provider.
      const prepare = async () => {
        checked = await this.checks.check(user.id, request);
        if (request.paymentMethod === 'ONLINE') {
          providerOrder = await this.providerOrder(
            identity,
            priceLines(request, checked.schedules, checked.tax, checked.code?.discountPaise).totalPaise,
            providerOrder,
          );
        }
      };
      return this.writes.transaction(async (manager) => {
        const now = this.clock.now();
        // First, so that a twin request waits here, before touching any stock, until this transaction ends.
        if (key) await this.idempotency.recordWithin(manager, user.id, key.value, key.fingerprint, identity.id);
        await this.counts.takeWithin(manager, user.id, identity.id, request, checked, now);
        return this.rows.writeWithin(manager, { user, identity, request, checked, providerOrder, now });
      }, prepare);
    });
    // Answered from the rows just written: nothing is read back.
    return this.announcements.placed(order);
  }

  /** The provider's order for `amount`: the one made on an earlier try of this attempt when the amount is the same. */
  private async providerOrder(identity: OrderIdentity, amount: number, earlier: ProviderOrder | null): Promise<ProviderOrder> {
    if (earlier?.amount === amount) return earlier;
    const gateway = this.gateway!;
    const id = await gateway.createOrder({
      amount,
      receipt: identity.orderRefId,
      notes: { orderId: identity.id, orderRefId: identity.orderRefId },
    });
    return { id, amount, provider: gateway.provider, keyId: gateway.keyId };
  }

  /** A clash of the 60-bit random reference is astronomically rare, but the unique index decides, and we simply draw again. */
  private async withFreshReference(attempt: (identity: OrderIdentity) => Promise<Order>): Promise<Order> {
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      try {
        return await attempt({ id: randomUUID(), orderRefId: newOrderReference() });
      } catch (error) {
        if (!isUniqueViolation(error, 'order_ref_id') || attemptNumber >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }
}
