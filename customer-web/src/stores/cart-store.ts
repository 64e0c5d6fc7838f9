import { i18n } from '../i18n/i18n';
import { create } from 'zustand';
import { useMemo } from 'react';
import { cartApi } from '../lib/cart-api';
import { ApiError } from '../lib/api-client';
import type { Cart, CartLine, MenuCard } from '../lib/api-types';
import { cartOf, itemCount, lineTotal } from '../lib/cart-math';
import { dishName } from '../lib/dish-text';
import { addToCartProblem, guestItemsForMerge } from '../lib/cart-rules';
import { useAuthStore } from './auth-store';
import { useSettingsStore } from '../lib/settings-store';

/** Where the guest cart and the signed-in cart's last copy live in the browser (docs/rules.md). */
export const GUEST_CART_KEY = 'guestCart';
export const CACHED_CART_KEY = 'cachedCart';

/** Thrown when a dish cannot go into the cart; the message is meant for the customer. */
export class CartRuleError extends Error {}

export type AddOutcome = 'added' | 'updated';

interface CartState {
  guestLines: CartLine[];
  serverCart: Cart | null;
  syncFailed: boolean;
  mergeNotice: string | null;
  addItem: (card: MenuCard, quantity?: number) => Promise<AddOutcome>;
  setQuantity: (line: CartLine, quantity: number) => Promise<void>;
  removeLine: (line: CartLine) => Promise<void>;
  clear: () => Promise<void>;
  loadServerCart: () => Promise<void>;
  syncAfterLogin: () => Promise<void>;
  resetAfterLogout: () => void;
  dismissMergeNotice: () => void;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    localStorage.removeItem(key);
    return null;
  }
}

function readGuestLines(): CartLine[] {
  const stored = readJson<CartLine[]>(GUEST_CART_KEY);
  // Only lines with a schedule id can be ordered, so only those are kept (docs/rules.md).
  return Array.isArray(stored) ? stored.filter((line) => Boolean(line.menuScheduleId) && line.quantity > 0) : [];
}

function saveGuestLines(lines: CartLine[]): void {
  if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY);
  else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
}

function saveServerCart(cart: Cart | null): void {
  if (cart) localStorage.setItem(CACHED_CART_KEY, JSON.stringify(cart));
  else localStorage.removeItem(CACHED_CART_KEY);
}

/** Whether the cart on screen is the server's (a stored session), read at the moment of asking. */
export function isSignedIn(): boolean {
  return Boolean(useAuthStore.getState().token);
}

function lineFromCard(card: MenuCard, quantity: number): CartLine {
  const menuScheduleId = card.activeScheduleId as number;
  return {
    // A guest line (or a signed-in line the server has not answered for yet) has no server id;
    // its schedule id, negated, keeps it distinct from real line ids.
    id: -menuScheduleId,
    menuScheduleId,
    menuId: card.id,
    name: card.name,
    nameHi: card.nameHi,
    description: card.description,
    imageUrl: card.imageUrl,
    images: card.images,
    isVeg: card.isVeg,
    price: card.price,
    quantity,
    lineTotal: lineTotal(card.price, quantity),
    cookDate: card.nextAvailableDate,
    orderCutoffAt: card.orderCutoffAt,
    pickupFrom: card.pickupFrom,
    pickupTo: card.pickupTo,
    availableQty: card.totalAvailableQuantity,
    maxPerCustomer: card.maxPerCustomer,
    orderable: card.orderable,
  };
}

function withQuantity(lines: CartLine[], menuScheduleId: number, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.menuScheduleId !== menuScheduleId);
  return lines.map((line) =>
    line.menuScheduleId === menuScheduleId ? { ...line, quantity, lineTotal: lineTotal(line.price, quantity) } : line,
  );
}

/** A refusal (stock, cutoff) must undo the change; an unreachable server keeps it, to be saved later. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export const useCartStore = create<CartState>()((set, get) => {
  const serverLines = () => get().serverCart?.items ?? [];
  /** Changes made to the signed-in cart: a cart loaded while one was made is older than that change's answer. */
  let changesMade = 0;

  function applyServerLines(lines: CartLine[]): void {
    changesMade += 1;
    const cart = cartOf(lines);
    set({ serverCart: cart });
    saveServerCart(cart);
  }

  function applyGuestLines(lines: CartLine[]): void {
    set({ guestLines: lines });
    saveGuestLines(lines);
  }

  /** Runs a server call after the local change was shown; settles the cart by the outcome. */
  async function syncChange(call: () => Promise<Cart>, previous: Cart | null): Promise<void> {
    try {
      const cart = await call();
      set({ serverCart: cart, syncFailed: false });
      saveServerCart(cart);
    } catch (error) {
      if (isRefusal(error)) {
        set({ serverCart: previous });
        saveServerCart(previous);
        throw error;
      }
      set({ syncFailed: true });
    }
  }

  return {
    guestLines: readGuestLines(),
    serverCart: useAuthStore.getState().token ? readJson<Cart>(CACHED_CART_KEY) : null,
    syncFailed: false,
    mergeNotice: null,

    async addItem(card, quantity = 1) {
      const problem = addToCartProblem(card);
      if (problem) throw new CartRuleError(problem);
      const menuScheduleId = card.activeScheduleId as number;
      const signedIn = isSignedIn();
      const lines = signedIn ? serverLines() : get().guestLines;
      const existing = lines.find((line) => line.menuScheduleId === menuScheduleId);
      const nextQuantity = (existing?.quantity ?? 0) + quantity;
      const stock = card.totalAvailableQuantity;
      if (stock > 0 && nextQuantity > stock) {
        throw new CartRuleError(i18n.t('notices.onlyLeftOf', { count: stock, dish: dishName(card) }));
      }
      if (card.maxPerCustomer !== null && nextQuantity > card.maxPerCustomer) {
        throw new CartRuleError(i18n.t('notices.atMostPerCustomer', { count: card.maxPerCustomer, dish: dishName(card) }));
      }
      const nextLines = existing ? withQuantity(lines, menuScheduleId, nextQuantity) : [...lines, lineFromCard(card, quantity)];
      if (signedIn) {
        const previous = get().serverCart;
        applyServerLines(nextLines);
        await syncChange(() => cartApi.add(menuScheduleId, quantity), previous);
      } else {
        applyGuestLines(nextLines);
      }
      return existing ? 'updated' : 'added';
    },

    async setQuantity(line, quantity) {
      if (!isSignedIn()) {
        applyGuestLines(withQuantity(get().guestLines, line.menuScheduleId, quantity));
        return;
      }
      const previous = get().serverCart;
      applyServerLines(withQuantity(serverLines(), line.menuScheduleId, quantity));
      if (line.id > 0) {
        await syncChange(() => cartApi.setQuantity(line.id, quantity), previous);
      } else if (quantity > line.quantity) {
        // Never saved on the server: send the difference as an add.
        await syncChange(() => cartApi.add(line.menuScheduleId, quantity - line.quantity), previous);
      }
    },

    async removeLine(line) {
      if (!isSignedIn()) {
        applyGuestLines(withQuantity(get().guestLines, line.menuScheduleId, 0));
        return;
      }
      const previous = get().serverCart;
      applyServerLines(withQuantity(serverLines(), line.menuScheduleId, 0));
      if (line.id > 0) await syncChange(() => cartApi.remove(line.id), previous);
    },

    async clear() {
      if (!isSignedIn()) {
        applyGuestLines([]);
        return;
      }
      const previous = get().serverCart;
      applyServerLines([]);
      await syncChange(() => cartApi.clear(), previous);
    },

    async loadServerCart() {
      if (!isSignedIn()) return;
      const changesBefore = changesMade;
      try {
        const cart = await cartApi.get();
        if (changesMade !== changesBefore) return;
        set({ serverCart: cart, syncFailed: false });
        saveServerCart(cart);
      } catch {
        // The cached copy stays on screen; the next change or visit tries again.
      }
    },

    async syncAfterLogin() {
      const items = guestItemsForMerge(get().guestLines);
      if (items.length > 0) {
        try {
          const result = await cartApi.merge(items);
          applyGuestLines([]);
          set({
            serverCart: result.cart,
            syncFailed: false,
            mergeNotice: result.skipped.length > 0 ? mergeSkippedNotice(result.skipped.length) : null,
          });
          saveServerCart(result.cart);
          return;
        } catch {
          // The guest cart stays in the browser so nothing the customer picked is lost.
          set({ syncFailed: true });
        }
      } else {
        applyGuestLines([]);
      }
      await get().loadServerCart();
    },

    resetAfterLogout() {
      set({ serverCart: null, syncFailed: false, mergeNotice: null });
      saveServerCart(null);
    },

    dismissMergeNotice() {
      set({ mergeNotice: null });
    },
  };
});

// However a session ends (log-out, a token the server refused, a failed check at start), its cart leaves the screen.
useAuthStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useCartStore.getState().resetAfterLogout();
});

function mergeSkippedNotice(count: number): string {
  return i18n.t('notices.mergeSkipped', { count });
}

const EMPTY_CART: Cart = { items: [], count: 0, subtotal: 0, tax: 0, total: 0 };

/**
 * How many items the cart on screen holds. The header's badge reads this rather than the whole cart, whose totals wait
 * for the tax rate: the settings often answer while React adopts a drawn page, and a store that changed by then makes
 * React draw its readers again at once, in one task.
 */
export function useCartCount(): number {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  return useCartStore((state) => (signedIn ? (state.serverCart?.count ?? 0) : itemCount(state.guestLines)));
}

/** The cart on screen: the server's when signed in, the browser's guest cart otherwise. */
export function useActiveCart(): Cart {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const guestLines = useCartStore((state) => state.guestLines);
  const serverCart = useCartStore((state) => state.serverCart);
  // A guest cart's totals follow the server's tax rate, which may arrive after the lines.
  const taxRate = useSettingsStore((state) => state.settings?.taxRate ?? 0);
  const pricesIncludeTax = useSettingsStore((state) => state.settings?.pricesIncludeTax ?? false);
  return useMemo(
    () => (signedIn ? (serverCart ?? EMPTY_CART) : cartOf(guestLines, taxRate, pricesIncludeTax)),
    [signedIn, guestLines, serverCart, taxRate, pricesIncludeTax],
  );
}
