import { contextWindowOf, EXPECTED, readPromptApi, type PromptApi } from './prompt-api';

/**
 * The context window of a session of Chrome's ready model, in tokens
 * (Chrome gives it per session). Creating a session of a ready model needs
 * no user activation and downloads nothing; it is destroyed at once.
 */
export async function readContextWindow(api: PromptApi | undefined = readPromptApi()): Promise<number | undefined> {
  if (!api) return undefined;
  try {
    const session = await api.create(EXPECTED);
    const size = contextWindowOf(session);
    session.destroy();
    return size !== undefined && Number.isFinite(size) ? size : undefined;
  } catch {
    return undefined;
  }
}
