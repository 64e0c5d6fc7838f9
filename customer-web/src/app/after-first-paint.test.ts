import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

function shown(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the next frame and a timer after it in a shown tab: the frame is painted in between', async () => {
    shown('visible');
    let frame: FrameRequestCallback = () => {};
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toBe(false);
    frame(0);
    await Promise.resolve();
    expect(started).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toBe(true);
  });

  it('goes at once in a tab that is not shown, which paints nothing', async () => {
    shown('hidden');
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(true);
  });
});
