import { parseQuickAdd, type ParseOptions, type TaskFields } from '../intent';
import { formatDue } from '../models/offline/format-task';
import { defaultTimeZone } from '../time/zoned-time';
import { describeRecurrence } from '../todos/recurrence';

export interface QuickAddChip {
  kind: 'date' | 'repeat' | 'priority' | 'tag';
  label: string;
}

export interface QuickAddPreview {
  fields: TaskFields;
  chips: QuickAddChip[];
}

/** What quick-add understood in a line, as the chips shown under the input. */
export function previewQuickAdd(text: string, options: ParseOptions = {}): QuickAddPreview {
  const timeZone = options.timeZone ?? defaultTimeZone();
  const fields = parseQuickAdd(text, { ...options, timeZone });
  const chips: QuickAddChip[] = [];
  if (fields.dueAt) chips.push({ kind: 'date', label: formatDue(fields.dueAt, timeZone) });
  if (fields.recurrence) chips.push({ kind: 'repeat', label: `Repeats ${describeRecurrence(fields.recurrence, fields.dueAt, timeZone, { timeZone })}` });
  if (fields.priority) chips.push({ kind: 'priority', label: `Priority ${fields.priority}` });
  for (const tag of fields.tags ?? []) chips.push({ kind: 'tag', label: `#${tag}` });
  return { fields, chips };
}
