/**
 * Resolves in a task of its own: what follows runs after the browser has had the chance to answer input and paint, so
 * a start made of several steps never holds the page for all of them at once.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
