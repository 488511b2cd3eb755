import type {
  PromptApi,
  PromptApiAvailability,
  PromptApiCreateOptions,
  PromptApiMessage,
  PromptApiProgressEvent,
  PromptApiPromptOptions,
  PromptApiSession,
} from '@/lib/models/chrome-ai/prompt-api';

/** One answer the fake model gives: pieces to stream, then optionally a failure. */
export interface FakeAnswer {
  pieces: string[];
  /** A DOMException-like error thrown after the pieces (QuotaExceededError, InvalidStateError…). */
  failAfter?: { name: string; message: string };
  /** Chrome destroys the session while it answers. */
  destroyMidAnswer?: boolean;
}

export interface FakeSessionRecord {
  initialPrompts: PromptApiMessage[];
  prompts: Array<{ input: string; options: PromptApiPromptOptions | undefined }>;
  destroyed: boolean;
}

function domError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * A fake `LanguageModel` with the Prompt API's shape: availability states
 * (per language too), create() with a monitor that reports download
 * progress and needs a user activation while the model is downloadable,
 * promptStreaming with responseConstraint, quota errors, and sessions that
 * can be destroyed mid-answer.
 */
export function createFakeLanguageModel(
  options: {
    availability?: PromptApiAvailability;
    /** Availability when English is asked for, if different (a language Chrome does not support). */
    englishAvailability?: PromptApiAvailability;
    answers?: FakeAnswer[];
    contextWindow?: number;
    downloadSteps?: number[];
    userActivation?: () => boolean;
    /** Time between progress reports, as Chrome's download takes a while. */
    stepDelayMs?: number;
  } = {},
): PromptApi & { sessions: FakeSessionRecord[]; state: { availability: PromptApiAvailability } } {
  const state = { availability: options.availability ?? 'available' };
  const sessions: FakeSessionRecord[] = [];
  const answers = options.answers ?? [];
  let answered = 0;

  return {
    state,
    sessions,
    async availability(core) {
      const wantsEnglish = core?.expectedInputs?.some((input) => input.languages.includes('en'));
      if (wantsEnglish && options.englishAvailability) return options.englishAvailability;
      return state.availability;
    },
    async create(create: PromptApiCreateOptions = {}): Promise<PromptApiSession> {
      if (state.availability === 'unavailable') throw domError('NotSupportedError', 'The model is not available.');
      if (state.availability === 'downloadable' || state.availability === 'downloading') {
        if (!(options.userActivation?.() ?? false)) throw domError('NotAllowedError', 'Requires a user gesture when availability is "downloadable" or "downloading".');
        state.availability = 'downloading';
        const listeners: Array<(event: PromptApiProgressEvent) => void> = [];
        create.monitor?.({ addEventListener: (_type, listener) => listeners.push(listener) });
        for (const loaded of options.downloadSteps ?? [0, 0.5, 1]) {
          await new Promise((resolve) => setTimeout(resolve, options.stepDelayMs ?? 0));
          for (const listener of listeners) listener({ loaded, total: 1 });
        }
        state.availability = 'available';
      }
      const record: FakeSessionRecord = { initialPrompts: create.initialPrompts ?? [], prompts: [], destroyed: false };
      sessions.push(record);
      const contextWindow = options.contextWindow ?? 9216;
      return {
        contextWindow,
        contextUsage: 100,
        destroy() {
          record.destroyed = true;
        },
        promptStreaming(input: string, promptOptions?: PromptApiPromptOptions) {
          record.prompts.push({ input, options: promptOptions });
          const answer = answers[Math.min(answered, answers.length - 1)];
          answered += 1;
          return (async function* () {
            if (!answer) throw new Error('the fake model has no answer scripted');
            for (const piece of answer.pieces) {
              await Promise.resolve();
              if (promptOptions?.signal?.aborted) throw domError('AbortError', 'The operation was aborted.');
              if (record.destroyed) throw domError('InvalidStateError', 'The session was destroyed.');
              yield piece;
              if (answer.destroyMidAnswer) record.destroyed = true;
            }
            if (answer.failAfter) throw domError(answer.failAfter.name, answer.failAfter.message);
          })();
        },
      };
    },
  };
}
