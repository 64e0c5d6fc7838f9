import type { Language } from '../i18n/i18n';

/** Put on #root by the build's prerender: the year its footer shows. */
export const PRERENDERED_YEAR_ATTRIBUTE = 'data-prerendered-year';

/** The build prerenders pages as a first visit sees them: in English, signed out, with nothing kept in the browser. */
export const PRERENDER_LANGUAGE: Language = 'en';

/** What the app's first render in this browser depends on beyond the path. */
export interface Visitor {
  language: Language;
  year: number;
}

/**
 * Whether the app's first render here draws exactly the prerendered markup in `root`, so React adopts it (hydrates)
 * instead of replacing it. Another language or year draws other text: those visitors get a fresh render over the
 * prerendered page. A stored session, the cart badge and the kitchen's stored details need no rule: the landing pages
 * do not wait for the session check (main-layout.tsx), and the header's account and count, like the kitchen's details,
 * show one render after hydration (useHydrated).
 */
export function matchesPrerender(root: HTMLElement, visitor: Visitor): boolean {
  return root.getAttribute(PRERENDERED_YEAR_ATTRIBUTE) === String(visitor.year) && visitor.language === PRERENDER_LANGUAGE;
}
