import { create } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

interface ToastState {
  current: Toast | null;
  show: (message: string, severity: ToastSeverity) => void;
  dismiss: () => void;
}

let nextId = 1;

/** One toast at a time (4 s, bottom-left: see docs/decisions.md); a newer one replaces the one showing, so news is never late. */
export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show(message, severity) {
    set({ current: { id: nextId++, message, severity } });
  },
  dismiss() {
    set({ current: null });
  },
}));

export const toast = {
  success: (message: string) => useToastStore.getState().show(message, 'success'),
  error: (message: string) => useToastStore.getState().show(message, 'error'),
  info: (message: string) => useToastStore.getState().show(message, 'info'),
  warning: (message: string) => useToastStore.getState().show(message, 'warning'),
};
