import { graphErrorOf } from './graph-api-errors';
import { hubSignature, isHubSignatureValid } from './hub-signature';
import { requestOf } from './whatsapp-replies';

const graphError = (code: number, details = 'details') =>
  Buffer.from(JSON.stringify({ error: { message: `(#${code}) x`, type: 'OAuthException', code, error_data: { details } } }));

describe('Cloud API errors', () => {
  it('retry throttling, Meta trouble and a token to fix; give up on the message or the recipient', () => {
    expect(graphErrorOf(429, graphError(130429))).toMatchObject({ code: 130429, permanent: false });
    expect(graphErrorOf(400, graphError(131056))).toMatchObject({ permanent: false });
    expect(graphErrorOf(500, graphError(131000))).toMatchObject({ permanent: false });
    expect(graphErrorOf(401, graphError(190))).toMatchObject({ permanent: false });
    expect(graphErrorOf(400, graphError(131026, 'Message undeliverable'))).toEqual({
      code: 131026,
      title: 'Message undeliverable',
      permanent: true,
    });
    expect(graphErrorOf(400, graphError(132001))).toMatchObject({ permanent: true });
  });

  it('read a proxy page that is not JSON by its status alone', () => {
    expect(graphErrorOf(502, Buffer.from('<html>Bad gateway</html>'))).toEqual({ code: null, title: 'HTTP 502', permanent: false });
    expect(graphErrorOf(404, Buffer.from('nope'))).toEqual({ code: null, title: 'HTTP 404', permanent: true });
  });
});

describe('webhook signatures', () => {
  it('accept only the HMAC of these very bytes with this secret', () => {
    const body = '{"object":"whatsapp_business_account"}';
    const secret = '0123456789abcdef0123456789abcdef';
    expect(isHubSignatureValid(body, hubSignature(body, secret), secret)).toBe(true);
    expect(isHubSignatureValid(`${body} `, hubSignature(body, secret), secret)).toBe(false);
    expect(isHubSignatureValid(body, hubSignature(body, 'another'), secret)).toBe(false);
    expect(isHubSignatureValid(body, undefined, secret)).toBe(false);
    expect(isHubSignatureValid(body, 'sha256=', secret)).toBe(false);
  });
});

describe("what a customer's message asks for", () => {
  it('knows STOP, START and MENU in English and Hindi, whatever the case and a closing full stop', () => {
    expect(['STOP', ' stop. ', 'बंद करें', 'Unsubscribe'].map(requestOf)).toEqual(['STOP', 'STOP', 'STOP', 'STOP']);
    expect(['Start', 'शुरू करें।'].map(requestOf)).toEqual(['START', 'START']);
    expect(['menu', 'MENU!', 'मेनू'].map(requestOf)).toEqual(['MENU', 'MENU', 'MENU']);
    expect(['stop sending the menu', 'what is on the menu?'].map(requestOf)).toEqual(['OTHER', 'OTHER']);
  });
});
