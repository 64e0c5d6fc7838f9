import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import { AddressInfo, createServer as createTcpServer, Server as TcpServer, Socket } from 'node:net';
import { join } from 'node:path';
import { rootCertificates, TLSSocket } from 'node:tls';
import type { AppConfig, OutboundSettings } from '../config/app-config';
import type { DomainException } from '../common/domain-exception';
import type { HostResolver, ResolvedAddress } from './host-resolver';
import { OutboundGuard } from './outbound-guard';

const PUBLIC: ResolvedAddress[] = [
  { address: '93.184.215.14', family: 4 },
  { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
];

/** DNS as the tests say it is: no network needed, and a name it does not know does not exist. */
function fakeResolver(names: Record<string, ResolvedAddress[]>): HostResolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  return { resolve, calls };
}

function guardWith(resolver: HostResolver, settings: Partial<OutboundSettings> = {}): OutboundGuard {
  const config = { outbound: { allowPrivate: false, allowHttp: false, ...settings } } as AppConfig;
  return new OutboundGuard(config, resolver);
}

async function refusal(attempt: Promise<unknown>): Promise<DomainException> {
  try {
    await attempt;
  } catch (error) {
    return error as DomainException;
  }
  throw new Error('the guard let it through');
}

function listening<T extends HttpServer | TcpServer>(server: T, host = '127.0.0.1'): Promise<T> {
  return new Promise((resolve) => server.listen(0, host, () => resolve(server)));
}
const portOf = (server: HttpServer | TcpServer) => (server.address() as AddressInfo).port;

describe('OutboundGuard.check', () => {
  const dns = fakeResolver({
    'push.example': PUBLIC,
    'rebind.example': [{ address: '10.0.0.1', family: 4 }],
    'mixed.example': [PUBLIC[0], { address: '192.168.0.10', family: 4 }],
    'mapped.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
    localhost: [{ address: '127.0.0.1', family: 4 }],
  });
  const guard = guardWith(dns);

  it.each([
    ['https://127.0.0.1/push', /the host 127\.0\.0\.1 is a loopback address/],
    ['https://localhost/push', /the host localhost is a local or internal name/],
    ['https://LocalHost./push', /the host localhost is a local or internal name/],
    ['https://[::1]/push', /the host ::1 is a loopback address/],
    ['https://127.1/push', /the host 127\.0\.0\.1 is a loopback address/],
    ['https://2130706433/push', /the host 127\.0\.0\.1 is a loopback address/],
    ['https://0x7f000001/push', /the host 127\.0\.0\.1 is a loopback address/],
    ['https://0177.0.0.1/push', /the host 127\.0\.0\.1 is a loopback address/],
    ['https://169.254.169.254/latest/meta-data/', /the host 169\.254\.169\.254 is a cloud metadata address/],
    ['https://[fd00:ec2::254]/', /is a cloud metadata address/],
    ['https://10.0.0.1/push', /is a private address/],
    ['https://192.168.1.1/push', /is a private address/],
    ['https://172.16.5.4/push', /is a private address/],
    ['https://100.64.0.1/push', /is a shared \(carrier-grade NAT\) address/],
    ['https://0.0.0.0/push', /is a unspecified/],
    ['https://[::ffff:127.0.0.1]/push', /the host ::ffff:7f00:1 is a loopback address/],
    ['https://[64:ff9b::a9fe:a9fe]/push', /is a cloud metadata address/],
    ['https://[fe80::1]/push', /is a link-local address/],
    ['https://[fc00::1]/push', /is a unique-local address/],
    ['https://224.0.0.1/push', /is a multicast address/],
    ['https://255.255.255.255/push', /is a broadcast or reserved address/],
    ['https://metadata.google.internal/computeMetadata/v1/', /the host metadata\.google\.internal is a local or internal name/],
    ['https://metadata/computeMetadata/v1/', /the host metadata is a local or internal name/],
    ['https://printer.local/', /is a local or internal name/],
    ['https://rebind.example/push', /the host rebind\.example resolves to 10\.0\.0\.1, a private address/],
    ['https://mapped.example/push', /resolves to ::ffff:169\.254\.169\.254, a cloud metadata address/],
  ])('refuses %s', async (url, message) => {
    const error = await refusal(guard.check(url));
    expect(error.code).toBe('OUTBOUND_ADDRESS_REFUSED');
    expect(error.getStatus()).toBe(400);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/which requests to outside services may not reach$/);
  });

  it('refuses a name when any one of its addresses is internal, whichever comes first', async () => {
    const error = await refusal(guard.check('https://mixed.example/push'));
    expect(error).toMatchObject({
      code: 'OUTBOUND_ADDRESS_REFUSED',
      message: expect.stringMatching(/resolves to 192\.168\.0\.10, a private address/),
    });
  });

  it('lets public names and addresses through, with every address the name resolved to', async () => {
    await expect(guard.check('https://push.example/send/abc?x=1')).resolves.toMatchObject({
      hostname: 'push.example',
      addresses: PUBLIC,
      url: new URL('https://push.example/send/abc?x=1'),
    });
    await expect(guard.check('https://8.8.8.8:8443/')).resolves.toMatchObject({
      hostname: '8.8.8.8',
      addresses: [{ address: '8.8.8.8', family: 4 }],
    });
    await expect(guard.check('https://[2001:4860:4860::8888]/')).resolves.toMatchObject({
      hostname: '2001:4860:4860::8888',
      addresses: [{ address: '2001:4860:4860::8888', family: 6 }],
    });
  });

  it.each([
    ['not a url', 'the address is not a URL'],
    ['ftp://push.example/x', 'the address must start with https://'],
    ['http://push.example/x', 'the address must start with https://'],
    ['https://user:secret@push.example/x', 'the address must not carry a user name or password'],
    ['https://user@push.example/x', 'the address must not carry a user name or password'],
  ])('refuses the URL %s', async (url, message) => {
    expect(await refusal(guard.check(url))).toMatchObject({ code: 'OUTBOUND_URL_REFUSED', message });
  });

  it("refuses a name that does not resolve, naming the resolver's answer", async () => {
    expect(await refusal(guard.check('https://push.example.test/x'))).toMatchObject({
      code: 'OUTBOUND_HOST_UNRESOLVED',
      message: 'the host push.example.test could not be resolved (ENOTFOUND)',
    });
  });

  it('lets private targets and plain http through only when the settings say so', async () => {
    const forTests = guardWith(dns, { allowPrivate: true });
    await expect(forTests.check('https://127.0.0.1:8443/push')).resolves.toMatchObject({ hostname: '127.0.0.1' });
    await expect(forTests.check('https://localhost/push')).resolves.toMatchObject({ addresses: [{ address: '127.0.0.1', family: 4 }] });
    await expect(forTests.check('https://rebind.example/push')).resolves.toMatchObject({ addresses: [{ address: '10.0.0.1', family: 4 }] });
    expect(await refusal(forTests.check('http://127.0.0.1/push'))).toMatchObject({ code: 'OUTBOUND_URL_REFUSED' });
    expect(await refusal(forTests.check('https://u:p@127.0.0.1/push'))).toMatchObject({ code: 'OUTBOUND_URL_REFUSED' });

    const plainHttp = guardWith(dns, { allowHttp: true });
    await expect(plainHttp.check('http://push.example/x')).resolves.toMatchObject({ hostname: 'push.example' });
    expect(await refusal(plainHttp.check('http://127.0.0.1/x'))).toMatchObject({ code: 'OUTBOUND_ADDRESS_REFUSED' });
    expect(await refusal(plainHttp.check('ftp://push.example/x'))).toMatchObject({
      message: 'the address must start with https:// or http://',
    });
  });
});

describe('OutboundGuard.send', () => {
  const closers: (() => Promise<void>)[] = [];
  /** Listens, and closes with the test, ending whatever connections the test left hanging on purpose. */
  const serve = async <T extends HttpServer | TcpServer>(server: T, host?: string) => {
    const sockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => sockets.add(socket));
    closers.push(
      () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        }),
    );
    return listening(server, host);
  };
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('connects only to the address it checked, naming the host as the URL does', async () => {
    const seen: string[] = [];
    const server = await serve(
      createHttpServer((request, response) => {
        seen.push(String(request.headers.host));
        response.end('ok');
      }),
    );
    // Only the checked answer knows this name: the system's resolver would fail, so the connection used the check's address.
    const dns = fakeResolver({ 'partner.test': [{ address: '127.0.0.1', family: 4 }] });
    const guard = guardWith(dns, { allowPrivate: true, allowHttp: true });

    const answer = await guard.send(`http://partner.test:${portOf(server)}/hook?id=1`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });

    expect(answer).toMatchObject({ status: 200, truncated: false });
    expect(answer.body.toString()).toBe('ok');
    expect(seen).toEqual([`partner.test:${portOf(server)}`]);
    expect(dns.calls).toEqual(['partner.test']);
  });

  it('keeps the host name for TLS (server name and certificate) while connecting to the checked address', async () => {
    const previousCa = globalAgent.options.ca;
    globalAgent.options.ca = [...rootCertificates, readFileSync(join(__dirname, '../../test/support/tls/cert.pem'), 'utf8')];
    try {
      const tls = {
        cert: readFileSync(join(__dirname, '../../test/support/tls/cert.pem')),
        key: readFileSync(join(__dirname, '../../test/support/tls/key.pem')),
      };
      const serverNames: (string | false | null)[] = [];
      // On 127.0.0.2, where the system's 'localhost' never points: only the pinned address reaches it.
      const server = await serve(
        createHttpsServer(tls, (request, response) => {
          serverNames.push((request.socket as TLSSocket).servername);
          response.end(String(request.headers.host));
        }),
        '127.0.0.2',
      );
      const guard = guardWith(fakeResolver({ localhost: [{ address: '127.0.0.2', family: 4 }] }), { allowPrivate: true });

      const answer = await guard.send(`https://localhost:${portOf(server)}/push/abc`, { method: 'POST' });

      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(`localhost:${portOf(server)}`);
      expect(serverNames).toEqual(['localhost']);
    } finally {
      globalAgent.options.ca = previousCa;
    }
  });

  it('never connects to a refused target', async () => {
    let connections = 0;
    const server = await serve(
      createTcpServer((socket) => {
        connections += 1;
        socket.destroy();
      }),
    );
    const guard = guardWith(fakeResolver({ 'inside.example': [{ address: '127.0.0.1', family: 4 }] }));

    for (const url of [
      `https://inside.example:${portOf(server)}/`,
      `https://127.0.0.1:${portOf(server)}/`,
      `https://localhost:${portOf(server)}/`,
      `https://[::ffff:127.0.0.1]:${portOf(server)}/`,
    ]) {
      expect(await refusal(guard.send(url, { method: 'POST' }))).toMatchObject({ code: 'OUTBOUND_ADDRESS_REFUSED' });
    }
    expect(connections).toBe(0);
  });

  it('answers a redirect as it came, without following it', async () => {
    let followed = 0;
    const elsewhere = await serve(
      createHttpServer((_request, response) => {
        followed += 1;
        response.end();
      }),
    );
    const redirecting = await serve(
      createHttpServer((_request, response) => {
        response.writeHead(302, { location: `http://127.0.0.1:${portOf(elsewhere)}/latest/meta-data/` }).end();
      }),
    );
    const guard = guardWith(fakeResolver({}), { allowPrivate: true, allowHttp: true });

    const answer = await guard.send(`http://127.0.0.1:${portOf(redirecting)}/push`, { method: 'POST' });

    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`http://127.0.0.1:${portOf(elsewhere)}/latest/meta-data/`);
    expect(followed).toBe(0);
  });

  it('reads no more of the answer than the cap', async () => {
    const server = await serve(
      createHttpServer((_request, response) => {
        response.write(Buffer.alloc(64 * 1024, 'a'));
        response.end(Buffer.alloc(1024 * 1024, 'b'));
      }),
    );
    const guard = guardWith(fakeResolver({}), { allowPrivate: true, allowHttp: true });

    const answer = await guard.send(`http://127.0.0.1:${portOf(server)}/`, { method: 'GET' }, { maxAnswerBytes: 1000 });

    expect(answer).toMatchObject({ status: 200, truncated: true });
    expect(answer.body).toEqual(Buffer.alloc(1000, 'a'));
  });

  it('gives up on an answer that does not come within the total time', async () => {
    const server = await serve(createHttpServer(() => undefined));
    const guard = guardWith(fakeResolver({}), { allowPrivate: true, allowHttp: true });
    const started = Date.now();

    await expect(guard.send(`http://127.0.0.1:${portOf(server)}/`, { method: 'POST' }, { totalMs: 300 })).rejects.toThrow(
      'the request was not answered in full within 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up on a connection whose TLS handshake does not finish within the connect time', async () => {
    const silent = await serve(createTcpServer(() => undefined));
    const guard = guardWith(fakeResolver({}), { allowPrivate: true });

    await expect(guard.send(`https://127.0.0.1:${portOf(silent)}/`, { method: 'POST' }, { connectMs: 200, totalMs: 5000 })).rejects.toThrow(
      '127.0.0.1 did not accept a connection within 200 ms',
    );
  });

  it('counts a slow name lookup against the total time', async () => {
    const neverAnswers: HostResolver = { resolve: () => new Promise(() => undefined) };
    const guard = guardWith(neverAnswers);

    await expect(guard.send('https://slow-dns.example/', { method: 'POST' }, { totalMs: 200 })).rejects.toThrow(
      'the request was not answered in full within 200 ms',
    );
  });
});
