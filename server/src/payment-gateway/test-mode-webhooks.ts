import { Injectable } from '@nestjs/common';

/** A webhook as Razorpay sends it: the raw JSON body, its signature and the event id. */
export interface SignedWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

type WebhookReceiver = (webhook: SignedWebhook) => Promise<unknown>;

/**
 * How the test-mode provider delivers its webhooks: to the same receiver Razorpay's arrive at over HTTP (the
 * payments module registers it), signed the same way, so test mode exercises the real webhook path.
 */
@Injectable()
export class TestModeWebhooks {
  private receiver?: WebhookReceiver;

  receiveWith(receiver: WebhookReceiver): void {
    this.receiver = receiver;
  }

  async deliver(webhook: SignedWebhook): Promise<void> {
    if (!this.receiver) throw new Error('No webhook receiver is registered for the test-mode provider');
    await this.receiver(webhook);
  }
}
