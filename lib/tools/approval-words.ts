import type { TodoDatabase } from '../db';
import type { TaskView } from './task-view';

export interface ApprovalChange {
  field: string;
  from?: unknown;
  to: unknown;
}

/** What the panel's approval card says of one pending call, read when the card is shown. */
export interface ApprovalCard {
  taskId?: number;
  /** The task's current title when it still exists, read now rather than trusted from the model. */
  currentTitle?: string;
  /** For update_task: each field that will change, from its current value to the new one. */
  changes: ApprovalChange[];
  /** One line: "Delete task #3: Buy milk", "Rename task #3 from “A” to “B”". */
  summary: string;
  /** The card's question in plain words: "Delete “Buy milk”?", "Rename “A” to “B”?". */
  question: string;
  /** The word on the approving button: "Delete", "Rename", "Change". */
  action: string;
  /** For a call that changes several tasks: each one ("#3 Pay rent"), at most 50, then "and 12 more". */
  tasks?: string[];
}

/** The words of a card about one task: the task is read now, its changes listed when `showsChanges`. */
export interface TaskCardWords {
  showsChanges?: boolean;
  /** `ref` is "task #3" (or "a task"), `named` "task #3: Buy milk" (or "… (it no longer exists)"). */
  summary: (ref: string, named: string, task: TaskView | undefined, changes: ApprovalChange[]) => string;
  /** `title` is "“Buy milk”" (or "task #3 (it no longer exists)"). */
  question: (title: string, task: TaskView | undefined, changes: ApprovalChange[]) => { question: string; action: string };
}

/** How a tool's approval card reads: the card of one task (`task`), or its own (`card`). */
export interface ApprovalWords {
  task?: TaskCardWords;
  /** A card that is not about one task (a memory, several tasks). */
  card?: (db: TodoDatabase, input: unknown) => Promise<Omit<ApprovalCard, 'changes'>>;
  /**
   * What the call will run once approved, fixed now where its input leaves it
   * open (words, a filter), so approving later cannot touch what matches only
   * by then. Undefined keeps the model's input.
   */
  runInput?: (db: TodoDatabase, input: unknown, now: Date) => Promise<unknown>;
}
