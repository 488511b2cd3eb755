import { useEffect, useState } from 'react';
import { chromeAiAvailability, type ChromeAiState } from '../models/chrome-ai/availability';

/** Whether Chrome's built-in model can run here and, if not, why; undefined while checking. */
export function useChromeAiAvailability(): ChromeAiState | undefined {
  const [state, setState] = useState<ChromeAiState>();
  useEffect(() => {
    let live = true;
    void chromeAiAvailability().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
