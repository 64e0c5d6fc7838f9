import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMIT_STORE, RateLimitStore } from '../rate-limit/rate-limit-store';
import { STREAM_TICKET_SECONDS, StreamTicket, TokenPayload, TokenService } from './token.service';

/**
 * Stream tickets: EventSource cannot send an Authorization header, and a long-lived token in a URL ends up in
 * proxy and server logs. A ticket is signed, names its session, lives 60 s and opens one stream: its first use
 * is counted in the rate-limit store, which every instance shares when Redis is configured.
 */
@Injectable()
export class StreamTickets {
  constructor(
    private readonly tokens: TokenService,
    @Inject(RATE_LIMIT_STORE) private readonly uses: RateLimitStore,
  ) {}

  issue(session: TokenPayload): StreamTicket {
    return this.tokens.issueStreamTicket(session);
  }

  /** The session behind a ticket on its first use; undefined when forged, expired or used before. */
  async redeem(ticket: string): Promise<TokenPayload | undefined> {
    const verified = this.tokens.verifyStreamTicket(ticket);
    if (!verified) return undefined;
    const window = await this.uses.increment(`stream-ticket:${verified.id}`, STREAM_TICKET_SECONDS * 1000);
    return window.count === 1 ? verified.session : undefined;
  }
}
