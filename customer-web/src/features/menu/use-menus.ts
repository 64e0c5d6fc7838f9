import { i18n } from '../../i18n/i18n';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { MenuCard } from '../../lib/api-types';
import { cachedMenus, drawnWithPageData, fetchMenus, menuCameWithPage, pageWasReloaded } from '../../lib/catalogue';
import { useHydrated } from '../../lib/use-hydrated';
import { toast } from '../../stores/toast-store';

/** The menu refreshes every 60 seconds (docs/rules.md). */
export const MENU_REFRESH_MS = 60_000;

// A browser reload skips the session cache once; later visits within the page use it (docs/rules.md).
let reloadHandled = false;

/**
 * The menu cards: from the first render when they are cached (the server sends them with /menu), else once the API
 * answers. While React adopts the prerendered page they are held back when the page shows the loading state (the
 * build's prerender), and drawn at once when the server drew the cards into it; new cards are drawn as a deferred value, in slices the browser can interrupt to answer a tap, rather than in one
 * long task (a first render draws them at once).
 */
export function useMenus(): { menus: MenuCard[] | null; failed: boolean; now: Date } {
  const [menus, setMenus] = useState<MenuCard[] | null>(() => cachedMenus());
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const hasMenus = useRef(menus !== null);

  const load = useCallback(async (fresh: boolean) => {
    try {
      const loaded = await fetchMenus({ fresh });
      hasMenus.current = true;
      setMenus(loaded);
      setFailed(false);
    } catch {
      toast.error(i18n.t('notices.menusFailed'));
      if (!hasMenus.current) setFailed(true);
    } finally {
      setNow(new Date());
    }
  }, []);

  useEffect(() => {
    const fresh = !reloadHandled && pageWasReloaded() && !menuCameWithPage();
    reloadHandled = true;
    // Cards the first render drew from the session cache (or from the page) are what a load now would answer: the
    // first refresh is the timer's. Loading them again would only draw every card once more, as the page starts.
    if (fresh || !hasMenus.current) void load(fresh);
    const timer = window.setInterval(() => void load(true), MENU_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const shown = useDeferredValue(hydrated || drawnWithPageData() ? menus : null);
  return { menus: shown, failed, now };
}
