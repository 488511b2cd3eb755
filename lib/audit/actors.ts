import type { Engine } from '../db';

/** Who acted, as the start of a sentence: "You", "Quick-add" or "Assistant". */
export function actorName(engine: Engine): string {
  if (engine === 'manual') return 'You';
  if (engine === 'quick-add') return 'Quick-add';
  if (engine === 'reminder') return 'Reminder';
  if (engine === 'sync') return 'Sync';
  return 'Assistant';
}
