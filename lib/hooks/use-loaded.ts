import { useEffect, useState } from 'react';

/**
 * What `load` resolves to, read when the component mounts (and kept current
 * by `watch`, when given); `undefined` until then. A result that arrives after
 * unmounting is dropped. Pass functions defined once (module level), not inline.
 */
export function useLoaded<T>(load: () => Promise<T>, watch?: (onChange: (next: T) => void) => () => void): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setValue(loaded);
    });
    const unwatch = watch?.((next) => setValue(next));
    return () => {
      live = false;
      unwatch?.();
    };
  }, [load, watch]);
  return value;
}
