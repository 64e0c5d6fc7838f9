import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
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
  });

  it('reads the database timeouts in milliseconds', () => {
    const config = loadConfig({ DB_CONNECT_TIMEOUT_MS: '1000', DB_ACQUIRE_TIMEOUT_MS: '1500', DB_QUERY_TIMEOUT_MS: '20000' });
    expect(config.databaseTimeouts).toEqual({ connectMs: 1000, acquireMs: 1500, queryMs: 20000 });
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
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
