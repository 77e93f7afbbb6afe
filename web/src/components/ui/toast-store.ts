import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
export interface Toast extends ToastInput {
  id: number;
}

export const TOAST_DURATION_MS = 5000;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

/** Shows a toast; only one is visible at a time (a new one replaces the old). */
export function toast(input: ToastInput): number {
  current = { ...input, id: nextId++ };
  clearTimeout(timer);
  const id = current.id;
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  clearTimeout(timer);
  emit();
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
