import { DEFAULT_KITCHEN_TIME_ZONE } from '@home-kitchen/api';
import { create } from 'zustand';
import type { Settings } from './api-types';

/** The last settings the server sent, so a returning visitor has them before the first answer. */
export const SETTINGS_KEY = 'kitchenSettings';

interface SettingsState {
  /** The server's rule values (tax, cancel window, currency, kitchen time zone); null until first loaded. */
  settings: Settings | null;
  remember(settings: Settings): void;
}

function storedSettings(): Settings | null {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as Settings | null;
  } catch {
    return null;
  }
}

/**
 * The values of the business rules, from GET /settings: the app never copies them (docs/rules.md). The server's state,
 * not the customer's, and read by the formatting and cart totals here in lib/, so it lives beside them.
 */
export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: storedSettings(),
  remember(settings) {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    set({ settings });
  },
}));

/** The tax rate to show a guest cart's totals with; 0 until the server has told it. */
export function currentTaxRate(): number {
  return useSettingsStore.getState().settings?.taxRate ?? 0;
}

/** Whether menu prices already include the tax (a guest cart then shows it as part of the subtotal). */
export function currentPricesIncludeTax(): boolean {
  return useSettingsStore.getState().settings?.pricesIncludeTax ?? false;
}

/** How long a new order can be cancelled; 0 until the server has told it. */
export function currentCancelWindowSeconds(): number {
  return useSettingsStore.getState().settings?.cancelWindowSeconds ?? 0;
}

/** The zone times are shown in; until the server has told it, the one it uses by default. */
export function currentTimeZone(): string {
  return useSettingsStore.getState().settings?.timeZone ?? DEFAULT_KITCHEN_TIME_ZONE;
}
