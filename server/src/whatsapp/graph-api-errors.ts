/**
 * Cloud API error codes after which the same request may succeed later: throttling (4, 80007, 130429, 131048,
 * 131056), Meta's own trouble (1, 2, 131000, 131016), and an access token or permission the admin has to fix
 * (190, 10, 200) — an order update should wait for that rather than give up. Every other error is about the message
 * or the recipient (131026 not on WhatsApp, 131047 outside the 24-hour window, 132000–132015 template problems).
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 10, 190, 200, 80007, 130429, 131000, 131016, 131048, 131056]);

export interface GraphError {
  code: number | null;
  title: string;
  permanent: boolean;
}

/** Reads a Graph API error answer ({ error: { code, message, error_data: { details } } }) of any shape. */
export function graphErrorOf(status: number, body: Buffer): GraphError {
  let code: number | null = null;
  let title = `HTTP ${status}`;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as {
      error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
    };
    if (typeof parsed.error?.code === 'number') code = parsed.error.code;
    const details = parsed.error?.error_data?.details;
    const message = typeof details === 'string' ? details : parsed.error?.message;
    if (typeof message === 'string' && message) title = message.slice(0, 200);
  } catch {
    // Not JSON (a proxy's error page): the status says what there is to say.
  }
  const permanent = status !== 429 && status < 500 && !(code !== null && RETRYABLE_CODES.has(code));
  return { code, title, permanent };
}
