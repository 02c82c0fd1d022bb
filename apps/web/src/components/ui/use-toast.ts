import { type ReactNode, useSyncExternalStore } from 'react';

/** A small toast store: `toast({...})` from anywhere, `<Toaster />` renders the stack. */
export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds before it closes; Infinity keeps it open. */
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

const MAX_TOASTS = 3;
let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: ToastData[]): void {
  toasts = next;
  for (const l of listeners) l();
}

export function dismissToast(id: string): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: string): void {
  emit(toasts.filter((t) => t.id !== id));
}

/** Removes every toast at once (a test's clean slate: the stack outlives a rendered Toaster). */
export function clearToasts(): void {
  emit([]);
}

export function toast(input: ToastInput): { id: string; update: (patch: ToastInput) => void; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, MAX_TOASTS));
  return {
    id,
    update: (patch) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
    dismiss: () => dismissToast(id),
  };
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
