/** The most messages one summary covers: a long conversation that predates memory is caught up a chunk per turn, oldest first. */
export const MAX_SUMMARY_CHUNK = 100;

export interface SummaryCounts {
  /** Messages in the conversation. */
  count: number;
  /** Messages older than the history window that no summary covers yet. */
  pending: number;
  /** The setting: a conversation longer than this gets summaries. */
  threshold: number;
  /** The history window (messages the model sees as they are). */
  window: number;
}

/**
 * Whether to summarise now. Only a conversation past the threshold, and only
 * once enough messages have left the window to be worth a summary (the
 * threshold less the window, at least one): at the defaults (40, 20) the
 * 41st message summarises the 21 before the window, then every 20 more.
 */
export function shouldSummarize({ count, pending, threshold, window }: SummaryCounts): boolean {
  if (count <= threshold || pending <= 0) return false;
  return pending >= Math.max(1, threshold - window);
}
