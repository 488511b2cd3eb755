import { truncate } from '../../util/truncate';
import { SentenceError, sentenceErrors } from '../../util/sentence-error';
import { errorMessage, namedErrorMessage } from '../../util';

/** What went wrong with the in-browser model, so callers can react (fall back, re-offer a download). */
export type WebLlmErrorKind =
  | 'no-webgpu'
  | 'no-adapter'
  | 'shader-f16'
  | 'device-lost'
  | 'out-of-memory'
  | 'download-failed'
  | 'download-cancelled'
  | 'not-downloaded'
  | 'permission-denied'
  | 'malformed-output'
  | 'host-unavailable'
  | 'unknown';

/** An error whose message is a complete sentence a user can read. */
export class WebLlmError extends SentenceError<WebLlmErrorKind> {
  override name = 'WebLlmError';
}

const MESSAGES: Record<Exclude<WebLlmErrorKind, 'unknown'>, string> = {
  'no-webgpu': 'The in-browser model needs WebGPU, which this browser does not offer here.',
  'no-adapter': 'WebGPU found no usable graphics adapter, so the in-browser model cannot run.',
  'shader-f16': 'This GPU lacks 16-bit shader support (shader-f16); choose a "32-bit shaders" model in Settings.',
  'device-lost': 'The GPU stopped responding while the in-browser model was running (device lost). Close other GPU-heavy tabs and try again, or choose a smaller model.',
  'out-of-memory': 'The GPU ran out of memory for the in-browser model. Choose a smaller model in Settings or close other GPU-heavy tabs.',
  'download-failed': 'The model download failed. Check your connection and click Download again; the parts already fetched are kept.',
  'download-cancelled': 'The model download was cancelled.',
  'not-downloaded': 'The in-browser model is not downloaded yet. Download it in Settings first.',
  'permission-denied': 'The download needs permission to reach huggingface.co and raw.githubusercontent.com. Click Download again and allow it.',
  'malformed-output': 'The in-browser model returned an answer that could not be read.',
  'host-unavailable': 'The in-browser model could not be started in this browser.',
};

export const webLlmError = sentenceErrors(MESSAGES, (kind, message) => new WebLlmError(kind, message));

/** Turns whatever WebLLM, WebGPU or fetch threw into a WebLlmError with a clear sentence. */
export function toWebLlmError(error: unknown): WebLlmError {
  if (error instanceof WebLlmError) return error;
  // The same error from another bundle (Firefox's engine script) fails instanceof.
  if (error instanceof Error && error.name === 'WebLlmError' && typeof (error as { kind?: unknown }).kind === 'string') {
    return new WebLlmError((error as WebLlmError).kind, error.message);
  }
  const raw = namedErrorMessage(error);
  const text = raw.toLowerCase();
  if (/device ?(was )?lost|devicelosterror|gpudevice.*lost/.test(text)) return webLlmError('device-lost');
  if (/out of memory|oom|allocation failed|failed to allocate/.test(text)) return webLlmError('out-of-memory');
  if (/shader-f16|shaderf16/.test(text)) return webLlmError('shader-f16');
  if (/webgpunotfound|webgpunotavailable|webgpu is not supported|cannot find webgpu|navigator\.gpu/.test(text)) return webLlmError('no-webgpu');
  if (/no adapter|requestadapter/.test(text)) return webLlmError('no-adapter');
  if (/abort|unload\(\) is called|cancel/.test(text)) return webLlmError('download-cancelled');
  if (/failed to fetch|networkerror|network error|fetch|http \d{3}|status \d{3}|load failed/.test(text)) {
    return webLlmError('download-failed', firstLine(error));
  }
  return new WebLlmError('unknown', `The in-browser model failed: ${firstLine(error)}`);
}

function firstLine(error: unknown): string {
  const message = errorMessage(error);
  return truncate(message.split('\n')[0] ?? '', 200);
}
