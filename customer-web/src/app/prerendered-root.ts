import type { Language } from '../i18n/i18n';

/** Put on #root by the build's prerender: the year its footer shows. */
export const PRERENDERED_YEAR_ATTRIBUTE = 'data-prerendered-year';

/** The build prerenders pages as a first visit sees them: in English, signed out, with nothing kept in the browser. */
export const PRERENDER_LANGUAGE: Language = 'en';

/** What the app's first render in this browser depends on beyond the path. */
export interface Visitor {
  language: Language;
  signedIn: boolean;
  year: number;
}

/**
 * Whether the app's first render here draws exactly the prerendered markup in `root`, so React adopts it (hydrates)
 * instead of replacing it. Another language or year draws other text, and a stored session first draws the session
 * check; those visitors get a fresh render over the prerendered page. The cart badge and the kitchen's stored details
 * need no rule: they show one render after hydration (useHydrated).
 */
export function matchesPrerender(root: HTMLElement, visitor: Visitor): boolean {
  return (
    root.getAttribute(PRERENDERED_YEAR_ATTRIBUTE) === String(visitor.year) && visitor.language === PRERENDER_LANGUAGE && !visitor.signedIn
  );
}
