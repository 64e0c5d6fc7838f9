import { create } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

interface ToastState {
  current: Toast | null;
  queue: Toast[];
  show(message: string, severity: ToastSeverity): void;
  dismiss(): void;
}

let nextId = 1;

/** One toast at a time (spec section 9: top-right, 4 s); later ones wait their turn. */
export const useToastStore = create<ToastState>()((set, get) => ({
  current: null,
  queue: [],
  show(message, severity) {
    const toast = { id: nextId++, message, severity };
    if (get().current) set({ queue: [...get().queue, toast] });
    else set({ current: toast });
  },
  dismiss() {
    const [next, ...rest] = get().queue;
    set({ current: next ?? null, queue: rest });
  },
}));

export const toast = {
  success: (message: string) => useToastStore.getState().show(message, 'success'),
  error: (message: string) => useToastStore.getState().show(message, 'error'),
  info: (message: string) => useToastStore.getState().show(message, 'info'),
  warning: (message: string) => useToastStore.getState().show(message, 'warning'),
};
