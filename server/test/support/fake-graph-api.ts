import { createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

const API_VERSION = 'v21.0';

/** A message the fake accepted, as the Cloud API would have delivered it. */
export interface SentMessage {
  id: string;
  to: string;
  type: 'template' | 'text';
  template?: { name: string; language: string; variables: string[] };
  text?: string;
}

interface ErrorAnswer {
  status: number;
  code: number;
  title: string;
}

type Json = Record<string, unknown>;

/**
 * Meta's WhatsApp Business Cloud API as far as the kitchen uses it, on 127.0.0.1: POST /{version}/{phone-number-id}/messages
 * with a bearer token, checked like the real one (messaging_product, recipient, template name, language and body
 * parameters, or text), answered with its real shapes ('wamid.' ids; { error: { code, message, error_data } }).
 * It also signs and delivers the webhooks Meta would send: customers' messages and statuses, twice or out of order.
 */
export class FakeGraphApi {
  readonly phoneNumberId = '106540352242922';
  readonly accessToken: string;
  readonly appSecret: string;
  readonly verifyToken: string;
  readonly sent: SentMessage[] = [];
  /** Told of each message the fake accepts (the command-line fake prints it and sends its statuses). */
  onSent?: (message: SentMessage) => void;
  /** Requests answered with an error, in order (each answer is used once). */
  private readonly scriptedErrors: ErrorAnswer[] = [];
  /** Numbers that are not on WhatsApp: 131026 for each message to them. */
  private readonly notOnWhatsApp = new Set<string>();
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private base = '';

  /** Fresh random credentials unless given (the command-line fake keeps the same ones between runs). */
  constructor(credentials: Partial<Pick<FakeGraphApi, 'accessToken' | 'appSecret' | 'verifyToken'>> = {}) {
    this.accessToken = credentials.accessToken ?? `EAAG${randomBytes(24).toString('hex')}`;
    this.appSecret = credentials.appSecret ?? randomBytes(16).toString('hex');
    this.verifyToken = credentials.verifyToken ?? `verify-${randomBytes(6).toString('hex')}`;
    this.server = createServer((request, response) => {
      void this.route(request, response).catch((error: Error) =>
        this.answer(response, 500, { error: { code: 1, message: error.message } }),
      );
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The environment that points a Home Kitchen server at this fake (private http addresses allowed for it). */
  siteEnv(): Record<string, string> {
    return {
      WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: this.accessToken,
      WHATSAPP_APP_SECRET: this.appSecret,
      WHATSAPP_VERIFY_TOKEN: this.verifyToken,
      WHATSAPP_API_URL: `${this.base}/${API_VERSION}`,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOW_HTTP: 'true',
    };
  }

  /** The next `count` sends answer 429 with code 130429 (throughput reached). */
  throttle(count: number): void {
    for (let i = 0; i < count; i += 1) this.scriptedErrors.push({ status: 429, code: 130429, title: 'Rate limit hit' });
  }

  /** The next `count` sends answer 500 with code 131000 (something went wrong). */
  fail(count: number): void {
    for (let i = 0; i < count; i += 1) this.scriptedErrors.push({ status: 500, code: 131000, title: 'Something went wrong' });
  }

  /** Messages to `number` are refused: 131026, message undeliverable. */
  markNotOnWhatsApp(number: string): void {
    this.notOnWhatsApp.add(number);
  }

  sentTo(number: string): SentMessage[] {
    return this.sent.filter((message) => message.to === number);
  }

  /** A webhook body with one message a customer wrote. */
  incoming(from: string, text: string, id = `wamid.${randomBytes(12).toString('base64url')}`): Json {
    return this.change({
      contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
      messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    });
  }

  /** A webhook body with one status of a message the kitchen sent. */
  status(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', error?: { code: number; title: string }): Json {
    const to = this.sent.find((message) => message.id === id)?.to ?? '0';
    return this.change({
      statuses: [
        {
          id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: to,
          ...(error ? { errors: [{ code: error.code, title: error.title }] } : {}),
        },
      ],
    });
  }

  /** The X-Hub-Signature-256 Meta would send with `body`. */
  sign(body: string, secret = this.appSecret): string {
    return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  }

  private change(value: Json): Json {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: this.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    };
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== `/${API_VERSION}/${this.phoneNumberId}/messages`)
      return this.error(response, 400, 100, 'Unsupported post request');
    if (request.headers.authorization !== `Bearer ${this.accessToken}`)
      return this.error(response, 401, 190, 'Error validating access token');
    let message: Json;
    try {
      message = JSON.parse(body) as Json;
    } catch {
      return this.error(response, 400, 100, 'Invalid parameter');
    }
    const invalid = invalidMessage(message);
    if (invalid) return this.error(response, 400, 100, invalid);
    const scripted = this.scriptedErrors.shift();
    if (scripted) return this.error(response, scripted.status, scripted.code, scripted.title);
    const to = String(message.to);
    if (this.notOnWhatsApp.has(to)) return this.error(response, 400, 131026, 'Message undeliverable');
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    const template = message.template as Json | undefined;
    const sent: SentMessage = {
      id,
      to,
      type: message.type as 'template' | 'text',
      ...(template
        ? {
            template: {
              name: String(template.name),
              language: String((template.language as Json).code),
              variables: ((template.components as Json[])[0].parameters as Json[]).map((parameter) => String(parameter.text)),
            },
          }
        : { text: String((message.text as Json).body) }),
    };
    this.sent.push(sent);
    this.onSent?.(sent);
    this.answer(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id, ...(template ? { message_status: 'accepted' } : {}) }],
    });
  }

  private error(response: ServerResponse, status: number, code: number, title: string): void {
    this.answer(response, status, {
      error: {
        message: `(#${code}) ${title}`,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details: title },
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    });
  }

  private answer(response: ServerResponse, status: number, body: object): void {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  }
}

/** What the real API refuses with (#100): the fields a message must carry, by type. */
function invalidMessage(message: Json): string | null {
  if (message.messaging_product !== 'whatsapp') return 'The parameter messaging_product is required.';
  if (typeof message.to !== 'string' || !/^\d{8,15}$/.test(message.to)) return 'The parameter to must be a phone number.';
  if (message.type === 'text') {
    const text = message.text as Json | undefined;
    return typeof text?.body === 'string' && text.body.length > 0 && text.body.length <= 4096
      ? null
      : 'The parameter text.body is required.';
  }
  if (message.type !== 'template') return 'The parameter type must be text or template.';
  const template = message.template as Json | undefined;
  if (typeof template?.name !== 'string') return 'The parameter template.name is required.';
  if (typeof (template.language as Json | undefined)?.code !== 'string') return 'The parameter template.language.code is required.';
  const [body] = (template.components as Json[] | undefined) ?? [];
  const parameters = body?.parameters as Json[] | undefined;
  if (
    body?.type !== 'body' ||
    !Array.isArray(parameters) ||
    parameters.some((parameter) => parameter.type !== 'text' || typeof parameter.text !== 'string')
  )
    return 'The parameter template.components must hold the body parameters as text.';
  return null;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
