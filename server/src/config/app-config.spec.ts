import { ConfigError, loadConfig } from './app-config';

const RAZORPAY_KEYS = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };

describe('loadConfig', () => {
  it('takes payments through Razorpay with keys, through the test mode without them, and never the test mode in production unless asked', () => {
    expect(loadConfig({ ...RAZORPAY_KEYS }).payments).toEqual({
      mode: 'razorpay',
      holdMinutes: 10,
      razorpay: {
        keyId: 'rzp_live_abc',
        keySecret: 'secret',
        webhookSecret: 'hook',
        apiUrl: 'https://api.razorpay.com',
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      },
    });
    expect(loadConfig({ PAYMENT_HOLD_MINUTES: '15' }).payments).toEqual({ mode: 'test', holdMinutes: 15 });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-that-is-long-enough' };
    expect(loadConfig(production).payments.mode).toBe('off');
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).payments.mode).toBe('test');
    expect(loadConfig({ PAYMENTS_TEST_MODE: 'false' }).payments.mode).toBe('off');
  });

  it('works with no variables at all, on SQLite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseKind).toBe('sqlite');
    expect(config.databaseUrl).toBe('sqlite:./data/kitchen.sqlite');
    expect(config.seedDemo).toBe(true);
    expect(config.kitchenTimeZone).toBe('Asia/Kolkata');
    expect(config.adminEmail).toBe('admin@kitchen.local');
    expect(config.uploadsDir).toBe(`${process.cwd()}/data/uploads`);
    expect(config.databaseTimeouts).toEqual({ connectMs: 3000, acquireMs: 5000, queryMs: 5000 });
    expect(config.outbound).toEqual({ allowPrivate: false, allowHttp: false });
  });

  it('lets requests to user-supplied URLs reach private addresses and plain http only when asked by name', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }).outbound).toEqual({ allowPrivate: true, allowHttp: false });
    expect(loadConfig({ OUTBOUND_ALLOW_HTTP: 'true' }).outbound).toEqual({ allowPrivate: false, allowHttp: true });
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'false', OUTBOUND_ALLOW_HTTP: 'false' }).outbound).toEqual({
      allowPrivate: false,
      allowHttp: false,
    });
  });

  it('reads the database timeouts in milliseconds', () => {
    const config = loadConfig({ DB_CONNECT_TIMEOUT_MS: '1000', DB_ACQUIRE_TIMEOUT_MS: '1500', DB_QUERY_TIMEOUT_MS: '20000' });
    expect(config.databaseTimeouts).toEqual({ connectMs: 1000, acquireMs: 1500, queryMs: 20000 });
  });

  it('caps renewed checkout holds at twice the hold time unless told otherwise', () => {
    expect(loadConfig({ CHECKOUT_HOLD_MINUTES: '7' }).checkoutHoldMaxMinutes).toBe(14);
    expect(loadConfig({ CHECKOUT_HOLD_MINUTES: '7', CHECKOUT_HOLD_MAX_MINUTES: '30' }).checkoutHoldMaxMinutes).toBe(30);
  });

  it('does not seed demo data on MySQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/kitchen' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/kitchen', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'postgres://x/y' }, /DATABASE_URL/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ KITCHEN_TIMEZONE: 'Mars/Olympus' }, /KITCHEN_TIMEZONE/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ DB_QUERY_TIMEOUT_MS: '5s' }, /DB_QUERY_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ DB_CONNECT_TIMEOUT_MS: '10' }, /DB_CONNECT_TIMEOUT_MS/],
    [{ DB_ACQUIRE_TIMEOUT_MS: '9999999' }, /DB_ACQUIRE_TIMEOUT_MS/],
    [{ RAZORPAY_KEY_ID: 'rzp_test_1' }, /must be set together \(missing RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET\)/],
    [{ ...RAZORPAY_KEYS, PAYMENTS_TEST_MODE: 'true' }, /PAYMENTS_TEST_MODE=true cannot be combined/],
    [{ ...RAZORPAY_KEYS, RAZORPAY_API_URL: 'api.razorpay.com' }, /RAZORPAY_API_URL must be an origin/],
    [{ ...RAZORPAY_KEYS, RAZORPAY_CHECKOUT_URL: 'checkout.js' }, /RAZORPAY_CHECKOUT_URL/],
    [{ PAYMENT_HOLD_MINUTES: '0' }, /PAYMENT_HOLD_MINUTES must be a whole number of minutes from 1 to 120/],
    [{ PAYMENTS_TEST_MODE: 'yes' }, /PAYMENTS_TEST_MODE must be true or false/],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together \(missing VAPID_PRIVATE_KEY\)/],
    [
      { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'not a key' },
      /VAPID_PRIVATE_KEY must be .* \(got a value that is not shown\)/,
    ],
    [{ KITCHEN_FSSAI_NUMBER: '1122334455667' }, /KITCHEN_FSSAI_NUMBER must be the 14-digit FSSAI licence number/],
    [{ KITCHEN_GSTIN: '29aagcb7383j1z4' }, /KITCHEN_GSTIN must be the 15-character GSTIN/],
    [{ KITCHEN_GSTIN: '29AAGCB7383J1Z5' }, /KITCHEN_GSTIN 29AAGCB7383J1Z5 is not a valid GSTIN: its check character does not match/],
    [{ KITCHEN_LEGAL_NAME: ' ' }, /KITCHEN_LEGAL_NAME must be 1 to 120 characters/],
    [{ CHECKOUT_HOLD_MAX_MINUTES: '500' }, /CHECKOUT_HOLD_MAX_MINUTES must be a whole number of minutes from 1 to 240/],
    [
      { CHECKOUT_HOLD_MINUTES: '15', CHECKOUT_HOLD_MAX_MINUTES: '10' },
      /CHECKOUT_HOLD_MAX_MINUTES must be at least CHECKOUT_HOLD_MINUTES \(15\)/,
    ],
    [{ OUTBOUND_ALLOW_PRIVATE: 'yes' }, /OUTBOUND_ALLOW_PRIVATE must be true or false/],
    [{ OUTBOUND_ALLOW_HTTP: '1' }, /OUTBOUND_ALLOW_HTTP must be true or false/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), OUTBOUND_ALLOW_PRIVATE: 'true' }, /OUTBOUND_ALLOW_PRIVATE=true is for tests/],
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
