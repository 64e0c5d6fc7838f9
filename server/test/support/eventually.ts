/**
 * Reads until `done` holds or five seconds pass, and answers the last reading: for what the server does just after
 * answering (outbox deliveries, webhooks it sends itself). The caller's assertion on the answer is the test.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
