/** Build-time settings (Vite `VITE_*` variables), read in one place. */
export const env = {
  /** Times are shown in the kitchen's zone (pickup happens there), whatever the browser's zone is. */
  kitchenTimeZone: (import.meta.env.VITE_KITCHEN_TIMEZONE as string | undefined)?.trim() || 'Asia/Kolkata',
} as const;
