import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The envelope an integrator's endpoint receives (docs/integrations.md). */
export interface WebhookEnvelope {
  id: string;
  type: string;
  timestamp: string;
  sequence: number;
  data: { id: string; orderRefId: string; status: string };
}

/** An integrator's endpoint on this machine: records every delivery and answers as told (a status, or nothing at all). */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answers: Array<number | 'hang'> = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body });
        const answer = this.answers.shift() ?? 200;
        if (answer === 'hang') return;
        response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'receiver is down');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  envelopes(): WebhookEnvelope[] {
    return this.received.map((delivery) => JSON.parse(delivery.body) as WebhookEnvelope);
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
