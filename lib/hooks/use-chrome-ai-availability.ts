import { chromeAiAvailability, type ChromeAiState } from '../models/chrome-ai/availability';
import { useLoaded } from './use-loaded';

/** Whether Chrome's built-in model can run here and, if not, why; undefined while checking. */
export function useChromeAiAvailability(): ChromeAiState | undefined {
  return useLoaded(chromeAiAvailability);
}
