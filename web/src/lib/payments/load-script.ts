const loading = new Map<string, Promise<void>>();

/** Loads a provider's script once, on demand. */
export function loadScript(src: string): Promise<void> {
  let p = loading.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => {
        loading.delete(src);
        reject(new Error('Unable to load payment form. Please try again.'));
      };
      document.head.appendChild(el);
    });
    loading.set(src, p);
  }
  return p;
}

/** Waits for a global the script defines: up to 20 tries at 100 ms (spec). */
export async function waitForGlobal<T>(read: () => T | undefined, tries = 20, delayMs = 100): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, delayMs));
  }
  throw new Error('Payment system not ready. Please try again.');
}
