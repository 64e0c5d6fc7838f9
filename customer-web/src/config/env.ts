/** Build-time settings (Vite `VITE_*` variables), read in one place. */
export const env = {
  /** Landing hero video; unset means the poster image only. */
  heroVideoUrl: (import.meta.env.VITE_HERO_VIDEO_URL as string | undefined)?.trim() || null,
} as const;
