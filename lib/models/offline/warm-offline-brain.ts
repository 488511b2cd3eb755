import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { defaultTimeZone } from '../../time/zoned-time';
import { loadOfflineBrain } from './load-offline-brain';

/**
 * Requests the offline assistant reads the way it reads a person's: a title, a day, a repeat. Two different ones:
 * the same words twice would be read once (read-once.ts), and the second read is the one that compiles.
 */
const WARM_UP_PROMPTS: LanguageModelV4Prompt[] = ['add water the plants every sunday at 9am', 'add feed the cat every monday at 8am'].map((text) => [
  { role: 'user', content: [{ type: 'text', text }] },
]);

let warmed: Promise<void> | undefined;

/**
 * Loads the offline parser and planner and reads throwaway requests, so
 * the person's first offline turn of this worker's life finds the script
 * evaluated and its first parse (the engine compiling the matchers) done.
 * Once per worker life; a failure is forgotten (the turn loads the script
 * itself and says why it cannot), so the next call tries again. A turn that
 * comes meanwhile waits on the same load (loadOfflineBrain). Never throws.
 */
export function warmOfflineBrain(turnUnderWay: () => boolean = () => false): Promise<void> {
  warmed ??= (async () => {
    const brain = await loadOfflineBrain();
    // Twice: the engine runs a regular expression's first use in its interpreter and compiles it to
    // machine code on the second (chrono-node's patterns are large); after two reads the person's
    // first request reads as fast as any later one. warmUp runs every pattern, not only those the
    // throwaway words hold (prefiltered-regexp.ts). A person's turn goes first: one that came with
    // the focus (a paste sent at once) would wait behind such a read, so while a turn is under way
    // this warm-up stops, and a later one (the next focus) tries again.
    for (let read = 0; read < 2; read += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (turnUnderWay()) {
        warmed = undefined;
        return;
      }
      brain.warmUp(WARM_UP_PROMPTS[read]!, { now: new Date(), timeZone: defaultTimeZone() });
    }
  })().catch(() => {
    warmed = undefined;
  });
  return warmed;
}
