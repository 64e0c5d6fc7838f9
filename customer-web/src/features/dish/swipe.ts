import { useRef, type PointerEvent } from 'react';

/** A swipe is 50 px of travel or a flick faster than 500 px/s (docs/rules.md). */
export const SWIPE_DISTANCE_PX = 50;
export const SWIPE_VELOCITY_PX_PER_S = 500;
/** Less travel than this is a tap, not a swipe. */
const TAP_SLOP_PX = 10;

export type SwipeDirection = 'next' | 'previous' | null;

export function swipeDirection(deltaX: number, elapsedMs: number): SwipeDirection {
  const distance = Math.abs(deltaX);
  if (distance < TAP_SLOP_PX) return null;
  const velocity = (distance / Math.max(elapsedMs, 1)) * 1000;
  if (distance < SWIPE_DISTANCE_PX && velocity < SWIPE_VELOCITY_PX_PER_S) return null;
  return deltaX < 0 ? 'next' : 'previous';
}

/** Pointer handlers that call back on a horizontal swipe; `onTap` runs for a plain click or touch. */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void, onTap?: () => void) {
  const start = useRef<{ x: number; time: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, time: event.timeStamp };
    },
    onPointerUp(event: PointerEvent) {
      const origin = start.current;
      start.current = null;
      if (!origin) return;
      const deltaX = event.clientX - origin.x;
      const direction = swipeDirection(deltaX, event.timeStamp - origin.time);
      if (direction) onSwipe(direction);
      else if (Math.abs(deltaX) < TAP_SLOP_PX) onTap?.();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
