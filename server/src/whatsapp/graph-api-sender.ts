import type { WhatsAppSettings } from '../config/app-config';
import { OutboundGuard } from '../outbound/outbound-guard';
import { graphErrorOf } from './graph-api-errors';
import { OutgoingMessage, SendOutcome, WhatsAppSender } from './whatsapp-sender';

/** The JSON the Cloud API's POST /{phone-number-id}/messages takes for each kind of message. */
function requestBody(message: OutgoingMessage): object {
  const common = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to };
  if (message.kind === 'TEXT') return { ...common, type: 'text', text: { preview_url: false, body: message.body } };
  return {
    ...common,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.languageCode },
      components: [{ type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/** Sends through Meta's WhatsApp Business Cloud API, over the outbound guard like every request that leaves. */
export class GraphApiSender extends WhatsAppSender {
  constructor(
    private readonly settings: WhatsAppSettings,
    private readonly outbound: OutboundGuard,
  ) {
    super();
  }

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    let answer;
    try {
      answer = await this.outbound.send(`${this.settings.apiUrl}/${this.settings.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.settings.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(requestBody(message)),
      });
    } catch (error) {
      return { sent: false, permanent: false, code: null, title: (error as Error).message.slice(0, 200) };
    }
    if (answer.status >= 200 && answer.status < 300) {
      const id = messageIdOf(answer.body);
      if (id) return { sent: true, providerMessageId: id };
      return { sent: false, permanent: false, code: null, title: 'the answer named no message id' };
    }
    return { sent: false, ...graphErrorOf(answer.status, answer.body) };
  }
}

function messageIdOf(body: Buffer): string | null {
  try {
    const id = (JSON.parse(body.toString('utf8')) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
    return typeof id === 'string' && id.length > 0 && id.length <= 128 ? id : null;
  } catch {
    return null;
  }
}
