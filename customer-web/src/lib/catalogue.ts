import { api } from './api-client';
import type { MenuCard } from './api-types';

/** The menu is cached in session storage for 60 seconds (docs/rules.md). */
export const MENU_DATA_KEY = 'menuData';
export const MENU_CACHE_TIME_KEY = 'menuCacheTime';
export const MENU_CACHE_MS = 60_000;

/** The menu cards in the session cache while they are younger than 60 seconds, else null. */
export function cachedMenus(now = Date.now()): MenuCard[] | null {
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
  cacheMenus(menus, now);
  return menus;
}

function cacheMenus(menus: MenuCard[], now: number): void {
  sessionStorage.setItem(MENU_DATA_KEY, JSON.stringify(menus));
  sessionStorage.setItem(MENU_CACHE_TIME_KEY, String(now));
}

/** Where the server puts the menu (GET /menus's body) in /menu and a dish's card in its page (server/src/menu-pages.ts). */
export const MENU_DATA_ID = 'menu-data';
export const DISH_DATA_ID = 'dish-data';

/** Put on #root by the server when it drew the page's cards (or dish) from the data that came with it. */
export const DRAWN_WITH_DATA_ATTRIBUTE = 'data-drawn-with-data';

/**
 * What came with this page: whether the menu did, the dish's card with the moment it arrived, and whether the server
 * drew them into the page's markup.
 */
let pageData: { menu: boolean; dish?: { card: MenuCard; at: number }; drawn: boolean } = { menu: false, drawn: false };

function takeJson(id: string): unknown {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Keeps what came with a page: the menu goes into the session cache, as if GET /menus had just answered it, so the
 * menu page draws from it and asks the API no sooner than it would have; a dish's card is kept for its page for as
 * long as the menu would be. The server's own render of a page (customer-web/prerender/page-render-worker.ts) is given
 * its data the same way.
 */
export function keepPageData(data: { menu?: MenuCard[]; dish?: MenuCard; drawn: boolean }, now = Date.now()): void {
  if (data.menu) cacheMenus(data.menu, now);
  pageData = { menu: Boolean(data.menu), dish: data.dish && { card: data.dish, at: now }, drawn: data.drawn };
}

/** Takes the data the server sent inside this page, before the first render (see keepPageData). */
export function adoptPageData(now = Date.now()): void {
  const menu = takeJson(MENU_DATA_ID) as { data?: unknown } | undefined;
  const dish = takeJson(DISH_DATA_ID) as MenuCard | undefined;
  const menuCards = Array.isArray(menu?.data) ? (menu.data as MenuCard[]) : undefined;
  const dishCard = dish && typeof dish === 'object' ? dish : undefined;
  const drawn = Boolean(document.getElementById('root')?.hasAttribute(DRAWN_WITH_DATA_ATTRIBUTE)) && Boolean(menuCards ?? dishCard);
  keepPageData({ menu: menuCards, dish: dishCard, drawn }, now);
}

/**
 * True when the page's markup already shows the data that came with it: React then adopts the cards (or the dish) as
 * the server drew them, instead of the loading state the build's prerender drew.
 */
export function drawnWithPageData(): boolean {
  return pageData.drawn;
}

/** True when the menu came with this page: it is as fresh as the server's, so a reload need not ask again. */
export function menuCameWithPage(): boolean {
  return pageData.menu;
}

/** The card of dish `id` as it came with this page, while it is younger than the menu cache's 60 seconds. */
export function dishFromPage(id: string, now = Date.now()): MenuCard | undefined {
  const dish = pageData.dish;
  return dish && String(dish.card.id) === id && now - dish.at < MENU_CACHE_MS ? dish.card : undefined;
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
