import { simpleParser } from 'mailparser';
import { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header lines by lower-case name, as the message arrived. */
  headers: Map<string, string>;
}

/** A real SMTP server inside the test process that keeps every message it receives. */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  /** SMTP connections opened to this server so far: tells a pooled client from one that connects per message. */
  connections = 0;
  /** Every socket open to this server, to cut at stop. */
  private readonly sockets = new Set<Socket>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Stopping cuts open connections at once, as a mail server going down would, instead of waiting 30 s for clients.
    closeTimeout: 50,
    onConnect: (_session, callback) => {
      this.connections += 1;
      callback();
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
          const headers = new Map(parsed.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()]));
          this.messages.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: String(parsed.html || ''), headers });
          callback();
        })
        .catch(callback);
    },
  });

  /** `port`: one a stopped catcher used, to bring "the mail server" back where the app expects it. */
  constructor() {
    this.server.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  async start(port = 0): Promise<string> {
    // A client hanging up mid-conversation is the client's problem, not a reason to crash the test process.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Waits for the newest message to `to` (optionally whose subject matches). */
  async waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...this.messages]
        .reverse()
        .find((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${to}${subject ? ` matching ${subject}` : ''} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The 6-digit code in the newest message to `to`. */
  async codeFor(to: string, subject?: RegExp): Promise<string> {
    const mail = await this.waitFor(to, subject);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`The e-mail to ${to} holds no 6-digit code`);
    return code;
  }

  clear(): void {
    this.messages.length = 0;
  }

  /**
   * Resolves once the port is closed. smtp-server answers its close when the grace period ends, while the connections
   * it ended may still hold the listener open; those are cut, so a stopped catcher keeps no Jest worker alive.
   */
  async stop(): Promise<void> {
    const listener = this.server.server;
    const closed = new Promise<void>((resolve) => listener.once('close', () => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
