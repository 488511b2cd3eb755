import { useEffect, useState } from 'react';
import { loadSettings, watchSettings, type Settings } from '../settings';

/** The stored settings, kept current when they change anywhere; `undefined` while loading. */
export function useSettings(): Settings | undefined {
  const [settings, setSettings] = useState<Settings>();
  useEffect(() => {
    let active = true;
    void loadSettings().then((loaded) => {
      if (active) setSettings(loaded);
    });
    const unwatch = watchSettings((next) => setSettings(next));
    return () => {
      active = false;
      unwatch();
    };
  }, []);
  return settings;
}
