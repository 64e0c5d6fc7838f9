/**
 * Resolves once the browser has painted the page as it stands: the frame's callback runs just before the paint, the
 * timer just after it. A tab that is not shown paints nothing, so there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
