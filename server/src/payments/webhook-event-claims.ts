import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';

/** Longer than handling one event can take (a capture and a refund request, each with its own timeout). */
const CLAIM_MS = 60_000;

/** A claim on one webhook event: the token proves it is ours when it is marked handled or given back. */
export interface EventClaim {
  eventId: string;
  token: string;
}

/**
 * Who acts on a webhook event: the first delivery to claim its id. Claiming happens before acting (remembering after
 * acting let five copies arriving together all act), and a claim is kept by a random token, so only its holder
 * finishes or releases it.
 */
@Injectable()
export class WebhookEventClaims {
  constructor(
    @InjectRepository(PaymentWebhookEvent) private readonly events: Repository<PaymentWebhookEvent>,
    private readonly clock: Clock,
  ) {}

  /** The claim, or null when the event was handled or another delivery is handling it now. */
  async claim(eventId: string, event: string): Promise<EventClaim | null> {
    const token = randomUUID();
    const now = this.clock.now();
    const claimedUntil = new Date(now.getTime() + CLAIM_MS);
    await this.events
      .createQueryBuilder()
      .insert()
      .into(PaymentWebhookEvent)
      .values({ eventId, event: event.slice(0, 40), receivedAt: now, claimToken: token, claimedUntil, handledAt: null })
      .orIgnore()
      .execute();
    const row = await this.events.findOneBy({ eventId });
    if (row?.claimToken === token) return { eventId, token };
    // Taken over only from a delivery that died before handling it (its claim ran out).
    const taken = await this.events
      .createQueryBuilder()
      .update(PaymentWebhookEvent)
      .set({ claimToken: token, claimedUntil })
      .where('event_id = :eventId AND handled_at IS NULL AND claimed_until <= :now', { eventId, now })
      .execute();
    return taken.affected === 1 ? { eventId, token } : null;
  }

  async handled(claim: EventClaim): Promise<void> {
    await this.events.update({ eventId: claim.eventId, claimToken: claim.token }, { handledAt: this.clock.now() });
  }

  /** Handling failed: the provider's retry of this event may act on it. */
  async giveBack(claim: EventClaim): Promise<void> {
    await this.events.delete({ eventId: claim.eventId, claimToken: claim.token });
  }
}
