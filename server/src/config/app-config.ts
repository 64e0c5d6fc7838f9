import { resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBooleanString, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { isValidGstin } from './gstin';

export class ConfigError extends Error {}

const wholeNumber = ({ value }: { value: unknown }) => (/^\d+$/.test(String(value)) ? Number(value) : value);

/** A database wait in milliseconds: at least 100 (less fails on a busy machine), at most 10 minutes. */
function DatabaseWaitMs(name: string): PropertyDecorator {
  const message = `${name} must be a whole number of milliseconds between 100 and 600000`;
  return (target, property) => {
    IsOptional()(target, property);
    Transform(wholeNumber)(target, property);
    IsInt({ message })(target, property);
    Min(100, { message })(target, property);
    Max(600_000, { message })(target, property);
  };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every environment variable the server reads, validated once at start-up. */
export class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @Transform(wholeNumber)
  @IsInt({ message: 'PORT must be a whole number between 1 and 65535' })
  @Min(0, { message: 'PORT must be a whole number between 1 and 65535' })
  @Max(65535, { message: 'PORT must be a whole number between 1 and 65535' })
  PORT: number;

  @IsOptional()
  @Matches(/^(sqlite:.+|mysql:\/\/[^/\s]+\/[A-Za-z0-9_$-]+(\?.*)?)$/, {
    message: 'DATABASE_URL must look like sqlite:<file> or mysql://user:pass@host:3306/database',
  })
  DATABASE_URL?: string;

  @DatabaseWaitMs('DB_CONNECT_TIMEOUT_MS')
  DB_CONNECT_TIMEOUT_MS?: number;

  @DatabaseWaitMs('DB_ACQUIRE_TIMEOUT_MS')
  DB_ACQUIRE_TIMEOUT_MS?: number;

  @DatabaseWaitMs('DB_QUERY_TIMEOUT_MS')
  DB_QUERY_TIMEOUT_MS?: number;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must look like smtp://user:pass@host:587' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @IsEmail({ require_tld: false }, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsBooleanString({ message: 'SEED_DEMO must be true or false' })
  SEED_DEMO?: string;

  @IsOptional()
  @IsString()
  KITCHEN_TIMEZONE?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?\/?$/, { message: "SITE_URL must be the customer site's origin, such as https://kitchen.example.in" })
  SITE_URL?: string;

  @IsOptional()
  @Matches(/^\S(.{0,28}\S)?$/, { message: 'TAX_LABEL must be 1 to 30 characters, such as GST' })
  TAX_LABEL?: string;

  @IsOptional()
  @Matches(/^(\d{1,2})(\.\d{1,2})?$/, { message: 'TAX_RATE_PERCENT must be a percent from 0 to 99.99, such as 5 or 8' })
  TAX_RATE_PERCENT?: string;

  @IsOptional()
  @IsBooleanString({ message: 'PRICES_INCLUDE_TAX must be true or false' })
  PRICES_INCLUDE_TAX?: string;

  @IsOptional()
  @Matches(/^\S(.{0,118}\S)?$/, { message: 'KITCHEN_LEGAL_NAME must be 1 to 120 characters' })
  KITCHEN_LEGAL_NAME?: string;

  @IsOptional()
  @Matches(/^\S([\s\S]{0,298}\S)?$/, { message: 'KITCHEN_ADDRESS must be 1 to 300 characters' })
  KITCHEN_ADDRESS?: string;

  @IsOptional()
  @Matches(/^[0-9A-Z]{15}$/, { message: 'KITCHEN_GSTIN must be the 15-character GSTIN, such as 29AAGCB7383J1Z4' })
  KITCHEN_GSTIN?: string;

  @IsOptional()
  @Matches(/^\d{14}$/, { message: 'KITCHEN_FSSAI_NUMBER must be the 14-digit FSSAI licence number' })
  KITCHEN_FSSAI_NUMBER?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{87}$/, {
    message: 'VAPID_PUBLIC_KEY must be the 87-character URL-safe base64 public key that web-push generates',
  })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'VAPID_PRIVATE_KEY must be the 43-character URL-safe base64 private key that web-push generates',
  })
  VAPID_PRIVATE_KEY?: string;

  @IsOptional()
  @Matches(/^\d{5,20}$/, { message: 'WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number ID from the WhatsApp Manager' })
  WHATSAPP_PHONE_NUMBER_ID?: string;

  @IsOptional()
  @Matches(/^\S{20,}$/, { message: 'WHATSAPP_ACCESS_TOKEN must be the system user access token, without spaces' })
  WHATSAPP_ACCESS_TOKEN?: string;

  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: "WHATSAPP_APP_SECRET must be the Meta app's 32-character app secret" })
  WHATSAPP_APP_SECRET?: string;

  @IsOptional()
  @Matches(/^\S{8,}$/, { message: 'WHATSAPP_VERIFY_TOKEN must be at least 8 characters without spaces' })
  WHATSAPP_VERIFY_TOKEN?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?\/v\d+\.\d+\/?$/, {
    message: 'WHATSAPP_API_URL must be the Graph API with its version, such as https://graph.facebook.com/v21.0',
  })
  WHATSAPP_API_URL?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must look like redis://host:6379' })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^(true|false|\d+|[\d.:/a-fA-F, ]+)$/, {
    message: 'TRUST_PROXY must be true, false, a hop count or a list of addresses',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (/^\d+$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: 'STREAM_LIMIT_PER_USER must be a whole number from 1 to 1000' })
  @Min(1, { message: 'STREAM_LIMIT_PER_USER must be a whole number from 1 to 1000' })
  @Max(1000, { message: 'STREAM_LIMIT_PER_USER must be a whole number from 1 to 1000' })
  STREAM_LIMIT_PER_USER?: number;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (/^\d+$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: 'STREAM_LIMIT_TOTAL must be a whole number from 1 to 100000' })
  @Min(1, { message: 'STREAM_LIMIT_TOTAL must be a whole number from 1 to 100000' })
  @Max(100000, { message: 'STREAM_LIMIT_TOTAL must be a whole number from 1 to 100000' })
  STREAM_LIMIT_TOTAL?: number;

  @IsOptional()
  @Matches(/^\S+$/, { message: 'RAZORPAY_KEY_ID must be the key id from the Razorpay dashboard, without spaces' })
  RAZORPAY_KEY_ID?: string;

  @IsOptional()
  @Matches(/^\S+$/, { message: 'RAZORPAY_KEY_SECRET must be the key secret from the Razorpay dashboard, without spaces' })
  RAZORPAY_KEY_SECRET?: string;

  @IsOptional()
  @Matches(/^\S+$/, { message: 'RAZORPAY_WEBHOOK_SECRET must be the webhook secret set in the Razorpay dashboard, without spaces' })
  RAZORPAY_WEBHOOK_SECRET?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?\/?$/, { message: 'RAZORPAY_API_URL must be an origin such as https://api.razorpay.com' })
  RAZORPAY_API_URL?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+\/\S*$/, {
    message: 'RAZORPAY_CHECKOUT_URL must be the address of checkout.js, such as https://checkout.razorpay.com/v1/checkout.js',
  })
  RAZORPAY_CHECKOUT_URL?: string;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'PAYMENT_HOLD_MINUTES must be a whole number of minutes from 1 to 120' })
  @Min(1, { message: 'PAYMENT_HOLD_MINUTES must be a whole number of minutes from 1 to 120' })
  @Max(120, { message: 'PAYMENT_HOLD_MINUTES must be a whole number of minutes from 1 to 120' })
  PAYMENT_HOLD_MINUTES?: number;

  @IsOptional()
  @IsBooleanString({ message: 'PAYMENTS_TEST_MODE must be true or false' })
  PAYMENTS_TEST_MODE?: string;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'API_KEY_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000' })
  @Min(1, { message: 'API_KEY_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000' })
  @Max(100_000, { message: 'API_KEY_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000' })
  API_KEY_REQUESTS_PER_MINUTE?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'CHECKOUT_HOLD_MINUTES must be a whole number of minutes from 1 to 60' })
  @Min(1, { message: 'CHECKOUT_HOLD_MINUTES must be a whole number of minutes from 1 to 60' })
  @Max(60, { message: 'CHECKOUT_HOLD_MINUTES must be a whole number of minutes from 1 to 60' })
  CHECKOUT_HOLD_MINUTES?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'CHECKOUT_HOLD_MAX_MINUTES must be a whole number of minutes from 1 to 240' })
  @Min(1, { message: 'CHECKOUT_HOLD_MAX_MINUTES must be a whole number of minutes from 1 to 240' })
  @Max(240, { message: 'CHECKOUT_HOLD_MAX_MINUTES must be a whole number of minutes from 1 to 240' })
  CHECKOUT_HOLD_MAX_MINUTES?: number;

  // IsIn rather than IsBooleanString, which also takes 1 and 0: '1' would read as false and surprise whoever set it.
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'OUTBOUND_ALLOW_PRIVATE must be true or false' })
  OUTBOUND_ALLOW_PRIVATE?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'OUTBOUND_ALLOW_HTTP must be true or false' })
  OUTBOUND_ALLOW_HTTP?: string;
}

/** Razorpay's account keys and where to reach it. */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
}

/**
 * How online payment works here: through Razorpay (keys set), through the test-mode provider (no keys, not in
 * production unless PAYMENTS_TEST_MODE=true), or not at all (checkout offers cash only).
 */
export type PaymentSettings =
  | { mode: 'razorpay'; razorpay: RazorpaySettings; holdMinutes: number }
  | { mode: 'test'; holdMinutes: number }
  | { mode: 'off'; holdMinutes: number };

/**
 * What requests to addresses users gave us may reach (outbound/outbound-guard.ts). Both are for tests, whose fake
 * services listen on this machine; by default only https to public addresses.
 */
export interface OutboundSettings {
  allowPrivate: boolean;
  allowHttp: boolean;
}

/** The WhatsApp Business Cloud API account the kitchen sends from (all four secrets set together). */
export interface WhatsAppSettings {
  phoneNumberId: string;
  accessToken: string;
  /** Signs the webhooks Meta sends (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta's webhook verification (GET hub.verify_token) must present. */
  verifyToken: string;
  /** The Graph API with its version, no trailing slash. */
  apiUrl: string;
}

export type DatabaseKind = 'sqlite' | 'mysql';

/** How long the server waits on the database before it answers 503 instead (see docs/deployment.md). */
export interface DatabaseTimeouts {
  /** Opening a MySQL connection, up to the server's greeting. */
  connectMs: number;
  /** Waiting for a free connection from the MySQL pool, opening one included. */
  acquireMs: number;
  /** One MySQL statement's answer; on SQLite, the wait for another process's lock (busy timeout). */
  queryMs: number;
}

/** The validated, typed configuration; nothing else reads process.env. */
export class AppConfig {
  readonly nodeEnv: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly databaseKind: DatabaseKind;
  readonly databaseTimeouts: DatabaseTimeouts;
  /** Directory for the SQLite file, the generated dev secret and uploads. */
  readonly dataDir: string;
  /** Absolute: the static file server refuses relative roots. */
  readonly uploadsDir: string;
  readonly jwtSecret?: string;
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  readonly adminEmail: string;
  readonly adminPassword?: string;
  readonly seedDemo: boolean;
  readonly kitchenTimeZone: string;
  /** Where customers reach the site: the links in e-mails (unsubscribe, the dish page) start with it. */
  readonly siteUrl: string;
  readonly redisUrl?: string;
  readonly trustProxy: boolean | number | string;
  /** Open event streams one user may hold on this instance, and all users together. */
  readonly streamLimits: { perUser: number; total: number };
  readonly payments: PaymentSettings;
  /** How long opening checkout holds the cart's portions for the customer. */
  readonly checkoutHoldMinutes: number;
  /** The longest one customer's portions stay held, renewals included, without an order being placed. */
  readonly checkoutHoldMaxMinutes: number;
  /** The tax the kitchen's settings start from until the admin changes them there. */
  readonly taxDefaults: { label: string; ratePercent: number; pricesIncludeTax: boolean };
  /** The seller's details the kitchen's settings start from until the admin changes them there (null: not set). */
  readonly sellerDefaults: { legalName: string | null; address: string | null; gstin: string | null; fssaiNumber: string | null };
  /** The Web Push key pair from the environment; without it one is generated into the data folder (push/vapid-keys.ts). */
  readonly vapidKeys?: { publicKey: string; privateKey: string };
  readonly outbound: OutboundSettings;
  /** Calls one integrator's API key may make per minute, counted across instances when Redis is set. */
  readonly apiKeyRequestsPerMinute: number;
  /** The WhatsApp Business Cloud API account; without it messages are written to the server log (whatsapp/). */
  readonly whatsapp?: WhatsAppSettings;

  constructor(env: EnvironmentVariables, dataDir: string) {
    this.nodeEnv = env.NODE_ENV ?? 'development';
    this.port = env.PORT;
    this.databaseUrl = env.DATABASE_URL ?? `sqlite:${dataDir}/kitchen.sqlite`;
    this.databaseKind = this.databaseUrl.startsWith('mysql:') ? 'mysql' : 'sqlite';
    this.databaseTimeouts = {
      connectMs: env.DB_CONNECT_TIMEOUT_MS ?? 3000,
      acquireMs: env.DB_ACQUIRE_TIMEOUT_MS ?? 5000,
      queryMs: env.DB_QUERY_TIMEOUT_MS ?? 5000,
    };
    this.dataDir = dataDir;
    this.uploadsDir = resolve(dataDir, 'uploads');
    this.jwtSecret = env.JWT_SECRET;
    this.smtpUrl = env.SMTP_URL;
    this.mailFrom = env.MAIL_FROM ?? 'Home Kitchen <no-reply@localhost>';
    this.adminEmail = (env.ADMIN_EMAIL ?? 'admin@kitchen.local').trim().toLowerCase();
    this.adminPassword = env.ADMIN_PASSWORD;
    this.seedDemo = env.SEED_DEMO === undefined ? this.databaseKind === 'sqlite' : env.SEED_DEMO === 'true';
    this.kitchenTimeZone = env.KITCHEN_TIMEZONE ?? 'Asia/Kolkata';
    this.siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
    this.redisUrl = env.REDIS_URL;
    this.trustProxy = parseTrustProxy(env.TRUST_PROXY);
    this.streamLimits = { perUser: env.STREAM_LIMIT_PER_USER ?? 20, total: env.STREAM_LIMIT_TOTAL ?? 2000 };
    this.payments = paymentSettings(env);
    this.checkoutHoldMinutes = env.CHECKOUT_HOLD_MINUTES ?? 10;
    this.checkoutHoldMaxMinutes = env.CHECKOUT_HOLD_MAX_MINUTES ?? 2 * this.checkoutHoldMinutes;
    this.taxDefaults = {
      // The spec's tax: 'Taxes & Fees' at 8% on top of menu prices.
      label: env.TAX_LABEL ?? 'Taxes & Fees',
      ratePercent: env.TAX_RATE_PERCENT === undefined ? 8 : Number(env.TAX_RATE_PERCENT),
      pricesIncludeTax: env.PRICES_INCLUDE_TAX === 'true',
    };
    this.sellerDefaults = {
      legalName: env.KITCHEN_LEGAL_NAME ?? null,
      address: env.KITCHEN_ADDRESS ?? null,
      gstin: env.KITCHEN_GSTIN ?? null,
      fssaiNumber: env.KITCHEN_FSSAI_NUMBER ?? null,
    };
    this.vapidKeys =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined;
    this.outbound = { allowPrivate: env.OUTBOUND_ALLOW_PRIVATE === 'true', allowHttp: env.OUTBOUND_ALLOW_HTTP === 'true' };
    this.apiKeyRequestsPerMinute = env.API_KEY_REQUESTS_PER_MINUTE ?? 600;
    this.whatsapp = whatsAppSettings(env);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}

const RAZORPAY_KEY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

function paymentSettings(env: EnvironmentVariables): PaymentSettings {
  const holdMinutes = env.PAYMENT_HOLD_MINUTES ?? 10;
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return {
      mode: 'razorpay',
      holdMinutes,
      razorpay: {
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: (env.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
        checkoutUrl: env.RAZORPAY_CHECKOUT_URL ?? 'https://checkout.razorpay.com/v1/checkout.js',
      },
    };
  }
  // The test mode confirms orders nobody paid for: in production only when asked for by name.
  const testMode = env.PAYMENTS_TEST_MODE === undefined ? env.NODE_ENV !== 'production' : env.PAYMENTS_TEST_MODE === 'true';
  return { mode: testMode ? 'test' : 'off', holdMinutes };
}

function checkPaymentVariables(env: EnvironmentVariables): void {
  const set = RAZORPAY_KEY_VARIABLES.filter((name) => env[name]);
  if (set.length > 0 && set.length < RAZORPAY_KEY_VARIABLES.length) {
    const missing = RAZORPAY_KEY_VARIABLES.filter((name) => !env[name]);
    throw new ConfigError(`${RAZORPAY_KEY_VARIABLES.join(', ')} must be set together (missing ${missing.join(', ')})`);
  }
  if (set.length > 0 && env.PAYMENTS_TEST_MODE === 'true') {
    throw new ConfigError('PAYMENTS_TEST_MODE=true cannot be combined with Razorpay keys: remove one or the other');
  }
}

const WHATSAPP_VARIABLES = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;

function whatsAppSettings(env: EnvironmentVariables): WhatsAppSettings | undefined {
  if (!env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_APP_SECRET || !env.WHATSAPP_VERIFY_TOKEN)
    return undefined;
  return {
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    appSecret: env.WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN,
    apiUrl: (env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
  };
}

function checkWhatsAppVariables(env: EnvironmentVariables): void {
  const set = WHATSAPP_VARIABLES.filter((name) => env[name]);
  if (set.length > 0 && set.length < WHATSAPP_VARIABLES.length) {
    const missing = WHATSAPP_VARIABLES.filter((name) => !env[name]);
    throw new ConfigError(`${WHATSAPP_VARIABLES.join(', ')} must be set together (missing ${missing.join(', ')})`);
  }
}

function checkVapidVariables(env: EnvironmentVariables): void {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (missing ${env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'})`,
    );
  }
}

function checkHoldVariables(env: EnvironmentVariables): void {
  const minutes = env.CHECKOUT_HOLD_MINUTES ?? 10;
  if (env.CHECKOUT_HOLD_MAX_MINUTES !== undefined && env.CHECKOUT_HOLD_MAX_MINUTES < minutes) {
    throw new ConfigError(
      `CHECKOUT_HOLD_MAX_MINUTES must be at least CHECKOUT_HOLD_MINUTES (${minutes}) (got ${env.CHECKOUT_HOLD_MAX_MINUTES})`,
    );
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Validates the environment and returns the configuration, or throws a
 * ConfigError whose one-line message names the offending variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv): AppConfig {
  const raw: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  raw.PORT ??= '3000';
  const env = plainToInstance(EnvironmentVariables, raw, { excludeExtraneousValues: false });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const first = errors[0];
    const message = Object.values(first.constraints ?? {})[0] ?? 'is invalid';
    const shown = /SECRET|PRIVATE/.test(first.property) ? 'a value that is not shown' : JSON.stringify(raw[first.property]);
    throw new ConfigError(`${message} (got ${shown})`);
  }
  if (env.KITCHEN_TIMEZONE && !isTimeZone(env.KITCHEN_TIMEZONE)) {
    throw new ConfigError(`KITCHEN_TIMEZONE must be an IANA time zone such as Asia/Kolkata (got "${env.KITCHEN_TIMEZONE}")`);
  }
  // Checked before anything starts: a refused start must leave no connection or worker open.
  if (env.KITCHEN_GSTIN && !isValidGstin(env.KITCHEN_GSTIN)) {
    throw new ConfigError(`KITCHEN_GSTIN ${env.KITCHEN_GSTIN} is not a valid GSTIN: its check character does not match`);
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  }
  checkPaymentVariables(env);
  checkVapidVariables(env);
  checkWhatsAppVariables(env);
  checkHoldVariables(env);
  if (env.NODE_ENV === 'production' && env.OUTBOUND_ALLOW_PRIVATE === 'true') {
    throw new ConfigError('OUTBOUND_ALLOW_PRIVATE=true is for tests and cannot be used when NODE_ENV=production');
  }
  const dataDir = (env.DATA_DIR ?? defaultDataDir(env.DATABASE_URL)).replace(/\/+$/, '');
  return new AppConfig(env, dataDir);
}

function defaultDataDir(databaseUrl: string | undefined): string {
  if (databaseUrl?.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    const slash = file.lastIndexOf('/');
    return slash > 0 ? file.slice(0, slash) : '.';
  }
  return './data';
}
