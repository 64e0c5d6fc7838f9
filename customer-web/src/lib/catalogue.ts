import { api } from './api-client';
import type { MenuCard } from './api-types';

/** The menu is cached in session storage for 60 seconds (docs/rules.md). */
export const MENU_DATA_KEY = 'menuData';
export const MENU_CACHE_TIME_KEY = 'menuCacheTime';
export const MENU_CACHE_MS = 60_000;

function cachedMenus(now: number): MenuCard[] | null {
  const cachedAt = Number(sessionStorage.getItem(MENU_CACHE_TIME_KEY));
  const raw = sessionStorage.getItem(MENU_DATA_KEY);
  if (!raw || !Number.isFinite(cachedAt) || now - cachedAt >= MENU_CACHE_MS) return null;
  try {
    const menus = JSON.parse(raw) as unknown;
    return Array.isArray(menus) ? (menus as MenuCard[]) : null;
  } catch {
    return null;
  }
}

/** The menu cards, from the 60-second session cache unless `fresh` asks for the server's copy. */
export async function fetchMenus({ fresh = false }: { fresh?: boolean } = {}): Promise<MenuCard[]> {
  const now = Date.now();
  if (!fresh) {
    const cached = cachedMenus(now);
    if (cached) return cached;
  }
  const menus = await api.get<MenuCard[]>('/menus');
  sessionStorage.setItem(MENU_DATA_KEY, JSON.stringify(menus));
  sessionStorage.setItem(MENU_CACHE_TIME_KEY, String(now));
  return menus;
}

export function fetchMenu(id: string | number): Promise<MenuCard> {
  return api.get<MenuCard>(`/menus/${encodeURIComponent(String(id))}`);
}

export function searchMenus(name: string): Promise<MenuCard[]> {
  return api.get<MenuCard[]>(`/menus/search?name=${encodeURIComponent(name)}`);
}

/** True when this page load was a browser reload, which bypasses the menu cache (docs/rules.md). */
export function pageWasReloaded(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload';
}

export const DISH_PLACEHOLDER = '/dish-placeholder.svg';

export function dishImages(card: Pick<MenuCard, 'images' | 'imageUrl'>): string[] {
  const images = (card.images ?? []).filter(Boolean);
  if (images.length > 0) return images;
  return card.imageUrl ? [card.imageUrl] : [DISH_PLACEHOLDER];
}

/** Drops the cached menu, e.g. after an order took portions, so the next visit shows the stock left. */
export function forgetCachedMenus(): void {
  sessionStorage.removeItem(MENU_DATA_KEY);
  sessionStorage.removeItem(MENU_CACHE_TIME_KEY);
}
