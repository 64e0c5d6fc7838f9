import { startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

describe('contact form', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  const send = (body: Record<string, unknown>) => t.http().post('/api/v1/contact').send(body);
  const message = {
    name: 'Ravi Kumar',
    email: 'ravi@example.test',
    phone: '98765 43210',
    message: 'Do you cater for a party of 20 on Saturday?',
  };

  it('e-mails the message to the kitchen with the visitor as the reply address', async () => {
    const response = await send(message).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Thank you! Your message has been sent. We will get back to you soon.',
      data: null,
    });
    const mail = await t.mail.waitFor(TEST_ADMIN.email, /contact form/i);
    expect(mail.subject).toBe('Home Kitchen contact form: message from Ravi Kumar');
    expect(mail.text).toContain('Do you cater for a party of 20 on Saturday?');
    expect(mail.text).toContain('ravi@example.test');
    expect(mail.text).toContain('9876543210');
    expect(mail.html).toContain('Home Kitchen');
  });

  it.each([
    ['name', 'Name is required', { name: ' ' }],
    ['email', 'Enter a valid email', { email: 'ravi@' }],
    ['phone', 'Enter a valid phone number', { phone: '123' }],
    ['message', 'Please write your message', { message: '   ' }],
    ['message', 'Please keep your message under 2000 characters', { message: 'x'.repeat(2001) }],
    ['subject', 'property subject should not exist', { subject: 'Hi' }],
  ])('rejects a bad %s with “%s”', async (field, text, change) => {
    const response = await send({ ...message, ...change }).expect(400);
    expect(response.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: text, errors: [{ field, message: text }] });
  });

  it('accepts a message without a phone, and limits each client to five messages an hour', async () => {
    t.clock.advance(2 * 60 * 60_000);
    const { phone: _phone, ...withoutPhone } = message;
    for (let sent = 0; sent < 5; sent += 1) await send(withoutPhone).expect(200);
    const blocked = await send(withoutPhone).expect(429);
    expect(blocked.body.message).toMatch(/^You have sent several messages already\. Please try again in \d+ minutes?\.$/);
  });
});
