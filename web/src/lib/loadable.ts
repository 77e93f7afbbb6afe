import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * Code a page loads when it needs it (a dialog's chunk), and can load ahead (`preload`) when it is likely
 * to be needed soon. Once loaded it renders at once: no Suspense fallback, whose reveal React throttles
 * (up to 300 ms) even for a chunk that is already there.
 */
export interface Loadable<T> {
  preload(): Promise<T>;
  /** The loaded value, or undefined while it has not loaded. */
  current(): T | undefined;
}

export function loadable<T>(load: () => Promise<T>): Loadable<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    preload: () =>
      (loading ??= load().then((loaded) => {
        value = loaded;
        return loaded;
      })),
    current: () => value,
  };
}

/** The loadable's value once loaded; starts loading it when `wanted` (undefined until then). */
export function useLoadable<T>(code: Loadable<T>, wanted: boolean): T | undefined {
  const [, setLoaded] = useState(0);
  const value = code.current();
  useEffect(() => {
    if (wanted && value === undefined) void code.preload().then(() => setLoaded((n) => n + 1));
  }, [code, wanted, value]);
  return value;
}

/**
 * A component whose code loads when it is first rendered (or ahead, with the loadable's `preload`); it
 * renders nothing until then. Made once, at module level, like any component.
 */
export function whenLoaded<P extends object>(code: Loadable<ComponentType<P>>): ComponentType<P> {
  return function WhenLoaded(props: P) {
    const Loaded = useLoadable(code, true);
    return Loaded ? createElement(Loaded, props) : null;
  };
}
