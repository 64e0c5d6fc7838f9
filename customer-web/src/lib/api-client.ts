import { API_BASE } from '@home-kitchen/api';
import { currentLanguage, i18n } from '../i18n/i18n';

/** What the client needs from the customer's session, which lives above it: app/ connects the two once at start. */
export interface ApiSession {
  /** The signed-in customer's token, or null. */
  token(): string | null;
  /** The server refused the token a call carried (401, 403): the session has ended. */
  onRejectedSession(): void;
}

// Until the app connects its session (and in the build's prerender) every call goes without one.
let session: ApiSession = { token: () => null, onRejectedSession: () => undefined };

export function configureApiClient(appSession: ApiSession): void {
  session = appSession;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * An answer the server refused (or no answer at all: status 0), carrying the server's own message and
 * its stable error code (docs/api.md), which is what code should branch on.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly code: string | undefined;

  constructor(status: number, message: string, errors: FieldError[] = [], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

export interface ApiAnswer<T> {
  data: T;
  message: string;
}

interface Envelope<T> {
  success?: boolean;
  code?: string;
  message?: string;
  data?: T;
  errors?: FieldError[];
}

// These calls are made without a session, and their 401/403 mean "wrong password" or
// "verify your e-mail first", never "your session ended".
const ANONYMOUS_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/verify-email',
  '/auth/send-email-verify-otp',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/messages/unsubscribe',
];

function isAnonymous(path: string): boolean {
  return ANONYMOUS_PATHS.some((anonymous) => path === anonymous || path.startsWith(`${anonymous}?`));
}

/**
 * What a refusal says to the customer: in English the server's own words (they name the dish, the date, the amount);
 * in another language the catalogue's text for the error code (every code the server sends has one: i18n/error-codes
 * test), and the server's words for a code this build does not know yet.
 */
export function refusalText(code: string | undefined, serverMessage: string): string {
  const key = `errors.${code}`;
  return code && currentLanguage() !== 'en' && i18n.exists(key) ? i18n.t(key) : serverMessage;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return { message: response.ok ? '' : response.statusText };
  }
}

async function request<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<ApiAnswer<T>> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = isAnonymous(path) ? null : session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      ...init,
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, i18n.t('notices.unreachable'));
  }

  const envelope = await readEnvelope<T>(response);
  if (!response.ok || envelope.success === false) {
    if (token && (response.status === 401 || response.status === 403)) session.onRejectedSession();
    const message = refusalText(envelope.code, envelope.message || response.statusText || 'Request failed');
    throw new ApiError(response.status, message, envelope.errors ?? [], envelope.code);
  }
  return { data: envelope.data as T, message: envelope.message ?? '' };
}

async function dataOf<T>(answer: Promise<ApiAnswer<T>>): Promise<T> {
  return (await answer).data;
}

/** The one HTTP client: returns the envelope's `data`, throws ApiError with the server's message. */
export const api = {
  get: <T>(path: string, init?: RequestInit) => dataOf(request<T>('GET', path, undefined, init)),
  post: <T>(path: string, body?: unknown, init?: RequestInit) => dataOf(request<T>('POST', path, body, init)),
  put: <T>(path: string, body?: unknown, init?: RequestInit) => dataOf(request<T>('PUT', path, body, init)),
  del: <T>(path: string, init?: RequestInit) => dataOf(request<T>('DELETE', path, undefined, init)),
};

/** Same calls, answering `{ data, message }` for screens that show the server's message. */
export const apiWithMessage = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body, init),
  put: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body, init),
  del: <T>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
};

/** A file the server sends (a PDF, a print view) and the name it suggests for it. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** Fetches a file with the session's token in the header, as every call does: no secret ever goes into a URL. */
export async function fetchFile(path: string): Promise<ApiFile> {
  const token = session.token();
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, i18n.t('notices.unreachable'));
  }
  if (!response.ok) {
    const envelope = await readEnvelope<unknown>(response);
    if (token && (response.status === 401 || response.status === 403)) session.onRejectedSession();
    const message = refusalText(envelope.code, envelope.message || response.statusText || 'Request failed');
    throw new ApiError(response.status, message, envelope.errors ?? [], envelope.code);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** The message to show a customer for any failure. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
