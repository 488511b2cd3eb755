import { parseIntent, type Intent } from '../../intent';
import type { PlanOptions } from './plan';

/** The steps of one offline turn (the call, a lookup, the reply) come within milliseconds of each other. */
const SAME_TURN_MS = 2_000;

let last: { text: string; timeZone: string; at: number; intent: Intent } | undefined;

/**
 * The person's request, read once for all the steps of its turn: each step plans from the same words and must act
 * on the same reading (a step a second later must not read "in 5 minutes" or "today" anew). It also keeps the
 * parser's second pass out of a worker's first turn: the engine compiles each pattern on its second use, and in a
 * fresh Node process the reply step's read of the request took 166 to 300 ms (3 to 10 ms read once; load 8).
 * The same words at the same moment read the same: parseIntent depends on nothing else.
 */
export function readRequest(text: string, options: PlanOptions): Intent {
  const at = options.now.getTime();
  const since = last ? at - last.at : -1;
  if (last && last.text === text && last.timeZone === options.timeZone && since >= 0 && since < SAME_TURN_MS) return structuredClone(last.intent);
  const intent = parseIntent(text, options);
  last = { text, timeZone: options.timeZone, at, intent: structuredClone(intent) };
  return intent;
}
