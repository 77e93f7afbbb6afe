import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded on first visit, which can also be loaded ahead (`preload`): by a test before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** `lazy()` for a named export, with the module's loading kept so `preload` and the render share it. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => preload().then((m) => ({ default: pick(m) }))),
    { preload },
  );
}

/** The page component of a route element, when it is a lazy page. */
export function lazyPageOf(element: unknown): LazyPage | null {
  const type = (element as { type?: unknown } | null)?.type as Partial<LazyPage> | undefined;
  return type && typeof type.preload === 'function' ? (type as LazyPage) : null;
}
