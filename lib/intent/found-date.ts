/** A date read from a request: what it says and where it was said. Its own module, so that a reader of one kind of
 * date (loose-time-of-day.ts) can shape one without importing the date reader that calls it. */
export interface FoundDate {
  /** `2026-03-11` for a day, `2026-03-11T17:00:00+01:00` when a time was given. */
  dueAt: string;
  /** The spans of the text that said it, to cut out of a title. */
  spans: Array<{ index: number; length: number }>;
}
