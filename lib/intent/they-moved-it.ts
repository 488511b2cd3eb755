import type { Intent } from './intent-schema';

/*
 * "the garage rang and they moved my mot to tuesday at 10", "they've pushed our tasting back to the 14th": someone
 * else (said as "they", "someone") moved a task of the person's; the task gets the new day. The news before it ("the
 * garage rang and") is no part of its name. A named mover ("the cardiologist moved my appointment") is read elsewhere:
 * the mover's name may be a word of the task's.
 */
const THEY_MOVED =
  /(?:^|\b(?:and|so)\s+|[,;.]\s*)(?:they|someone|somebody|he|she)(?:'ve|\s+have|\s+has|\s+just|\s+went and)*\s+(?:moved|pushed|changed|rescheduled|bumped|shifted|brought)\s+((?:my|our|his|her|the)\s+.{2,50}?)\s+((?:back|forward|up)\s+)?(?:to|till|until)\s+(.+)$/iu;

/** The move news of someone else's change says, as the person's own request, or undefined. */
export function theyMovedIt(body: string, read: (request: string) => Intent): Intent | undefined {
  const said = THEY_MOVED.exec(body.trim());
  if (!said) return undefined;
  const request = read(`move ${said[1]!.replace(/^(?:my|our|his|her)\s+/i, 'the ')} ${said[2] ?? ''}to ${said[3]}`);
  return request.kind === 'update' && request.changes.dueAt !== undefined && request.changes.title === undefined ? request : undefined;
}
