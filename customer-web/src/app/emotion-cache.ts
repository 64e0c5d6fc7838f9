import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The prefix of every class and <style data-emotion> block MUI's styles get. The build's prerender and the browser
 * use the same one, so the browser adopts the styles inlined in a prerendered page instead of writing them again.
 */
export const EMOTION_KEY = 'hk';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
