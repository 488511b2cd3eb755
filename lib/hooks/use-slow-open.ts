import { useEffect, useState } from 'react';
import { db as defaultDb, storedVersion, type TodoDatabase } from '../db';

/** What the panel says while its database takes long to open. */
export interface SlowOpen {
  /** The browser holds an older version: this version's upgrade is running (here or in the background). */
  upgrading: boolean;
  /** Whole seconds since the panel started opening the database. */
  seconds: number;
}

/** How long an open may take before the panel says what it is waiting for. */
export const SLOW_OPEN_MS = 600;

/**
 * While `opening`, after SLOW_OPEN_MS: whether an upgrade is what the panel
 * waits for, and for how long, once a second. An upgrade over a long history
 * (100,000 activity entries: about 20 s) would otherwise leave the panel blank.
 */
export function useSlowOpen(opening: boolean, database: TodoDatabase = defaultDb): SlowOpen | undefined {
  const [slow, setSlow] = useState<SlowOpen>();
  useEffect(() => {
    if (!opening) return;
    const started = Date.now();
    let upgrading = false;
    let active = true;
    const tick = () => setSlow({ upgrading, seconds: Math.floor((Date.now() - started) / 1000) });
    let interval: ReturnType<typeof setInterval> | undefined;
    const timer = setTimeout(() => {
      void storedVersion(database.name).then((stored) => {
        if (!active) return;
        upgrading = stored !== undefined && stored < database.verno;
        tick();
        interval = setInterval(tick, 1000);
      });
    }, SLOW_OPEN_MS);
    return () => {
      active = false;
      clearTimeout(timer);
      clearInterval(interval);
    };
  }, [opening, database]);
  return opening ? slow : undefined;
}
