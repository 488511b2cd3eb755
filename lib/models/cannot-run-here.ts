import type { UnavailableReason } from './chrome-ai/availability';

/**
 * Why a tier cannot run in this browser, as Settings says it on one line: in
 * words, without the API's name ("navigator.gpu") or the browser's own
 * message. The full reason stays where the tier is chosen (WebGpuStatus).
 */
export const WEBLLM_CANNOT_RUN = 'It needs WebGPU (the browser’s access to the graphics card), which this browser does not offer.';

const CHROME_AI_CANNOT_RUN: Record<UnavailableReason, string> = {
  browser: 'Only Chrome (138 or newer) on a computer has it.',
  device: 'Chrome says this computer cannot run it.',
  language: 'It does not take English here yet.',
};

export function chromeAiCannotRun(reason: UnavailableReason): string {
  return CHROME_AI_CANNOT_RUN[reason];
}
