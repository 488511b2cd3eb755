import { createElement, lazy, type ComponentType } from 'react';

export interface PreloadableView {
  /** The view: rendered at once when its chunk has arrived, through React.lazy (suspending) before. */
  View: ComponentType;
  /** Fetches and runs the view's chunk, once; the panel calls it when idle. */
  preload: () => Promise<ComponentType>;
}

/**
 * A view in its own chunk that, once preloaded, renders without suspending.
 * React.lazy alone suspends on its first render even when the chunk is
 * already here (its factory's promise settles a microtask later), and React
 * then holds the view back until 300 ms after the fallback showed
 * (FALLBACK_THROTTLE_MS): every first open of Tasks or Activity took over
 * 300 ms, on an empty database too (issue 24). A chunk that fails to load is
 * tried again on the next render.
 */
export function preloadableView(load: () => Promise<ComponentType>): PreloadableView {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function View() {
    return createElement(loaded ?? Lazy);
  }
  return { View, preload };
}
