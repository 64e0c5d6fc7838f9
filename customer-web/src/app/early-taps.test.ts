import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from './early-tap-keeper';
import { handTapsToReact, replayEarlyTap } from './early-taps';

function pageButton(): { button: HTMLButtonElement; clicks: () => number } {
  const button = document.createElement('button');
  button.innerHTML = '<svg><path d="M0 0h1"></path></svg>';
  document.body.append(button);
  const onClick = vi.fn();
  button.addEventListener('click', onClick);
  return { button, clicks: () => onClick.mock.calls.length };
}

afterEach(() => {
  handTapsToReact();
  replayEarlyTap();
  document.body.innerHTML = '';
});

describe('taps before the app holds the page', () => {
  it('makes the last tap on a button again, once, when the app has adopted the page', () => {
    keepEarlyTaps(window);
    const first = pageButton();
    const last = pageButton();
    first.button.click();
    last.button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    handTapsToReact();
    replayEarlyTap();
    replayEarlyTap();
    expect(first.clicks()).toBe(1);
    expect(last.clicks()).toBe(2);
  });

  it('keeps no tap made after React took the root', () => {
    keepEarlyTaps(window);
    handTapsToReact();
    const { button, clicks } = pageButton();
    button.click();
    replayEarlyTap();
    expect(clicks()).toBe(1);
  });

  it('drops the tap when the app drew the page afresh and the button is gone', () => {
    keepEarlyTaps(window);
    const { button, clicks } = pageButton();
    button.click();
    button.remove();
    handTapsToReact();
    replayEarlyTap();
    expect(clicks()).toBe(1);
  });

  it('ignores taps outside buttons', () => {
    keepEarlyTaps(window);
    const { clicks } = pageButton();
    document.body.click();
    handTapsToReact();
    replayEarlyTap();
    expect(clicks()).toBe(0);
  });
});
