export interface RateLimitRule {
  /** Prefix of the store key; one counter per rule and subject. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 message; {wait} becomes "45 seconds" or "12 minutes". */
  message: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits for the abuse-prone endpoints. Per-address limits are generous (households and offices share
 * an address); per-account limits are tight and keyed by the e-mail or phone typed, whether or not an
 * account exists, so a 429 never tells anyone that an account exists.
 */
export const RATE_LIMITS = {
  loginPerAddress: {
    name: 'login:address',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Too many login attempts from your network. Please try again in {wait}.',
  },
  loginFailuresPerAccount: {
    name: 'login:account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many failed login attempts. Please try again in {wait}.',
  },
  registerPerAddress: {
    name: 'register:address',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Too many sign-up attempts from your network. Please try again in {wait}.',
  },
  codeSendInterval: {
    name: 'code-send:interval',
    limit: 1,
    windowMs: MINUTE,
    message: 'Please wait {wait} before requesting a new code.',
  },
  codeSendHourly: {
    name: 'code-send:hourly',
    limit: 5,
    windowMs: HOUR,
    message: 'Too many codes requested for this account. Please try again in {wait}.',
  },
  codeSendPerAddress: {
    name: 'code-send:address',
    limit: 30,
    windowMs: HOUR,
    message: 'Too many codes requested from your network. Please try again in {wait}.',
  },
  codeCheckPerAddress: {
    name: 'code-check:address',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Too many code attempts from your network. Please try again in {wait}.',
  },
  contactPerAddress: {
    name: 'contact:address',
    limit: 5,
    windowMs: HOUR,
    message: 'You have sent several messages already. Please try again in {wait}.',
  },
  /** Each new invoice PDF keeps a worker thread busy; 30 lets a customer fetch a month of daily orders at once. */
  invoiceDownloadsPerCustomer: {
    name: 'invoice-download:account',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: 'You have downloaded many invoices in a short time. Please try again in {wait}.',
  },
} satisfies Record<string, RateLimitRule>;
