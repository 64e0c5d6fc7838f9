/**
 * A WhatsApp Cloud API on this machine, to try the WhatsApp channel without a Meta account (docs/whatsapp.md):
 *
 *   npm run whatsapp:fake            prints the settings to start the site with, then
 *                                    shows every message the site sends, reports it delivered and read, and
 *                                    sends what you type ("919876543210 menu") to the site as a customer's message.
 *
 * SITE_URL (default http://localhost:3000) is where the site listens; FAKE_WHATSAPP_PORT (default 4590) where this does.
 */
import { createInterface } from 'node:readline';
import { FakeGraphApi } from '../server/test/support/fake-graph-api';

const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const port = Number(process.env.FAKE_WHATSAPP_PORT ?? 4590);
const graph = new FakeGraphApi({
  accessToken: 'EAAGfake-whatsapp-access-token-for-this-machine',
  appSecret: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  verifyToken: 'fake-whatsapp-verify-token',
});

/** This tool's own output: what the site sent, and how to use it (a command-line tool, not the app's logging). */
function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function deliver(payload: object): Promise<void> {
  const body = JSON.stringify(payload);
  const answer = await fetch(`${site}/api/v1/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': graph.sign(body) },
    body,
  }).catch((error: Error) => ({ ok: false, status: error.message }));
  if (!answer.ok) say(`  (the site answered the webhook with ${answer.status})`);
}

graph.onSent = (message) => {
  const what = message.template
    ? `${message.template.name} (${message.template.language}): ${message.template.variables.join(' | ')}`
    : message.text;
  say(`→ +${message.to}  ${what}`);
  setTimeout(() => void deliver(graph.status(message.id, 'delivered')), 1000);
  setTimeout(() => void deliver(graph.status(message.id, 'read')), 3000);
};

void graph.start(port).then(() => {
  const env = Object.entries(graph.siteEnv())
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  say(`Fake WhatsApp Cloud API on http://127.0.0.1:${port}. Start the site with:\n\n  ${env} npm start\n`);
  say('Type "<number> <message>" (for example: 919876543210 menu) to write to the kitchen as that customer.\n');
  createInterface({ input: process.stdin }).on('line', (line) => {
    const match = /^\+?(\d{8,15})\s+(.+)$/.exec(line.trim());
    if (!match) return say('  write: <number with country code> <message>');
    void deliver(graph.incoming(match[1], match[2]));
  });
});
