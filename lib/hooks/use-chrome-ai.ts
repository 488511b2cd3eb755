import { useCallback, useEffect, useRef, useState } from 'react';
import { chromeAiAvailability, type ChromeAiState } from '../models/chrome-ai/availability';
import { readContextWindow } from '../models/chrome-ai/context-window';
import { downloadChromeAi, type ChromeAiProgress } from '../models/chrome-ai/download';
import { readPromptApi } from '../models/chrome-ai/prompt-api';
import { loadSettings, saveSettings } from '../settings';
import { errorMessage } from '../util';
import { useSettings } from './use-settings';

/** While Chrome downloads its model, how often the panel asks again. */
export const CHROME_AI_POLL_MS = 2000;

export interface ChromeAiView {
  /** undefined while checking. */
  state: ChromeAiState | undefined;
  /** The progress Chrome reported to this panel's download, if it started it. */
  progress: ChromeAiProgress | undefined;
  contextWindow: number | undefined;
  error: string | undefined;
  /** Call straight from the click: Chrome starts the download only with a user activation. */
  download: () => void;
  preferOverWebLlm: boolean | undefined;
  setPreferOverWebLlm: (prefer: boolean) => void;
}

/**
 * Chrome's built-in model as the Settings view shows it: its state (asked
 * of `LanguageModel` in this page), its context window once ready, and the
 * download. Chrome runs the download itself, so it goes on when the panel
 * closes; a reopened panel finds "downloading" and asks again every 2 s
 * until the model is ready.
 */
export function useChromeAi(): ChromeAiView {
  const settings = useSettings();
  const [state, setState] = useState<ChromeAiState>();
  const [progress, setProgress] = useState<ChromeAiProgress>();
  const [contextWindow, setContextWindow] = useState<number>();
  const [error, setError] = useState<string>();
  const [tick, setTick] = useState(0);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void chromeAiAvailability().then(async (next) => {
      if (!active) return;
      setState(next);
      if (next.status === 'downloading') timer = setTimeout(() => setTick((n) => n + 1), CHROME_AI_POLL_MS);
      if (next.status === 'available') {
        const size = await readContextWindow();
        if (active) setContextWindow(size);
      }
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [tick]);

  const download = useCallback(() => {
    setError(undefined);
    setProgress({ fraction: 0 });
    // create() must start inside the click: no await before it.
    const started = downloadChromeAi((report) => {
      if (live.current) setProgress(report);
    }, readPromptApi());
    void started.then(
      () => live.current && setTick((n) => n + 1),
      (failure: unknown) => {
        if (!live.current) return;
        setError(errorMessage(failure));
        setTick((n) => n + 1);
      },
    );
  }, []);

  const setPreferOverWebLlm = useCallback((prefer: boolean) => {
    void (async () => {
      const latest = await loadSettings();
      await saveSettings({ ...latest, chromeAi: { ...latest.chromeAi, preferOverWebLlm: prefer } });
    })();
  }, []);

  return { state, progress, contextWindow, error, download, preferOverWebLlm: settings?.chromeAi.preferOverWebLlm, setPreferOverWebLlm };
}
