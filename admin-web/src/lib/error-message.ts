/** The server's message carried by a react-admin HttpError (or any Error), if there is one. */
export function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: unknown } }).body;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
