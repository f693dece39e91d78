import { useSyncExternalStore } from 'react';
import { UI } from '@shared/constants';

/**
 * A tiny toast store (SPEC §4/§9): at most one toast visible, variants default and destructive.
 * A dismissed toast closes at once and is dropped from memory after the removal delay.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, UI.toastLimit);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, UI.toastRemoveDelay);
}

/** Forgets every toast at once, e.g. between component tests (lib/testing/setup.ts). */
export function resetToasts() {
  toasts = [];
  emit();
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    // The build-time first frames (prerender.tsx) show no toasts.
    () => NO_TOASTS,
  );
}

const NO_TOASTS: ToastItem[] = [];
