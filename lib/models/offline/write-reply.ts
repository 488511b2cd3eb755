import type { LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import { z } from 'zod/mini';
import { isChat } from '../../intent';
import { describeOutcome } from '../../tools';
import { isRecord } from '../../util';
import { formatDue, taskDetails, taskLine } from './format-task';
import { listOutputSchema, shownTaskSchema, type ToolStep } from './read-prompt';
import { addOfferQuestion, SEE_TASKS_QUESTION } from './offer-questions';

export const HELP_TEXT = [
  'I can keep your todo list for you. Try:',
  '• "add pay rent tomorrow 9am p1 #home"',
  '• "remind me to call mom friday at 5pm"',
  '• "show my tasks" or "what\'s due today?"',
  '• "complete #3" or "mark the gym task as done"',
  '• "move #2 to next monday", "rename #2 to Buy oat milk"',
  '• "delete #4"',
  '• "undo that" to take back my last change',
].join('\n');

export function unknownReply(text: string): string {
  const question = /\?\s*$|^(?:who|what|what's|when|where|why|how|which|is|are|do|does|did|can|could|would|will|should)\b/i.test(text.trim());
  const idea = text.length > 0 && text.length <= 80 && !question && !isChat(text) ? `\nIf "${text}" is a task, say "add ${text}".` : '';
  return `Sorry, I didn't understand that.${idea}\n\n${HELP_TEXT}`;
}

/**
 * A short line that reads as a task ("buy milk") but says no add verb: offer to add it,
 * and a "yes" adds it. Requests about reminders or the list itself, questions, chat and
 * long sentences get the ordinary reply instead.
 */
export function offerToAdd(text: string, title: string): string | undefined {
  const line = text.trim();
  const question = /\?\s*$|^(?:who|what|what's|when|where|why|how|which|is|are|do|does|did|can|could|would|will|should|tell me|i)\b/i.test(line);
  const aboutTheList = /\b(?:remind|reminders?|tasks?|todos?|lists?|something|anything|later)\b/i.test(line);
  const filler =
    /^(?:h+m+|um+|uh+|ok(?:ay)?|so|well|then|whatever|nothing|test(?:ing)?|idk|dunno|fine|sure|maybe)(?:[\s,.!]+(?:h+m+|ok(?:ay)?|so|well|then|whatever|nothing|test(?:ing)?|fine|sure|maybe))*$/i.test(
      line,
    );
  if (!title || question || aboutTheList || filler || isChat(line) || line.split(/\s+/).length > 8) return undefined;
  return addOfferQuestion(title);
}

export const BULK_REPLY = 'I can only remove tasks one at a time, so nothing gets lost by accident. Say "show my tasks", then "delete #3" for each one you want gone.';
export const FAILED_REPLY = "Sorry, that didn't work, so nothing was changed.";
export const DENIED_REPLY = 'Okay, I left it as it is.';
export const NOTHING_PENDING_REPLY = 'There is nothing waiting for a yes or no right now. What would you like to do with your tasks?';

const resultSchema = z.object({ message: z.optional(z.string()), task: z.optional(shownTaskSchema) });

/** The plain message of a failed call, without the "ToolExecutionError:" the SDK puts before it. */
function errorText(output: LanguageModelV4ToolResultOutput): string | undefined {
  const raw =
    output.type === 'error-text'
      ? output.value
      : output.type === 'error-json'
        ? typeof output.value === 'string'
          ? output.value
          : isRecord(output.value) && typeof output.value.message === 'string'
            ? output.value.message
            : JSON.stringify(output.value)
        : undefined;
  return raw?.replace(/^(?:\w*Error:\s*)+/, '');
}

export function notFoundReply(description: string): string {
  return `I couldn't find ${description}. ${SEE_TASKS_QUESTION}`;
}

interface ListContext {
  status?: string;
  due?: string;
  query?: string;
  /** Set when the listing used a filter beyond status and a named span (a priority, tags, a day, a completion day). */
  narrowed?: boolean;
}

const DUE_WORDS: Record<string, string> = { today: 'due today', tomorrow: 'due tomorrow', this_week: 'due this week', overdue: 'overdue' };

function listReply(value: unknown, filter: ListContext, timeZone: string, now: Date): string {
  const list = listOutputSchema.safeParse(value);
  if (!list.success) return 'I looked at your tasks but could not read the result.';
  const { count, tasks } = list.data;
  if (filter.narrowed && !filter.query) {
    const said = list.data.filter ?? 'that filter';
    if (count === 0) return `No tasks match (${said}).`;
    const lines = tasks.map((task, index) => `${index + 1}. ${taskLine(task, timeZone, now)}`);
    return `${count === 1 ? 'One task matches' : `${count} tasks match`} (${said}):\n${lines.join('\n')}`;
  }
  const status = filter.status === 'completed' ? 'completed ' : filter.status === 'all' ? '' : 'pending ';
  const due = filter.due ? ` ${DUE_WORDS[filter.due] ?? ''}` : '';
  if (filter.query) {
    if (count === 0) return `No, I couldn't find "${filter.query}" in your ${status}tasks. ${SEE_TASKS_QUESTION}`;
    const lines = tasks.map((task, index) => `${index + 1}. ${taskLine(task, timeZone, now)}`);
    return `Yes, ${count === 1 ? 'this one matches' : `these ${count} match`} "${filter.query}":\n${lines.join('\n')}`;
  }
  if (count === 0) {
    return filter.status === 'completed' ? `You have no completed tasks${due}.` : `You have no ${status}tasks${due}. Add one with "add buy milk tomorrow".`;
  }
  const noun = count === 1 ? 'task' : 'tasks';
  const lines = tasks.map((task, index) => `${index + 1}. ${taskLine(task, timeZone, now)}`);
  const heading = list.data.truncated ? `You have more than ${count} ${status}tasks${due}; the first ${count}:` : `You have ${count} ${status}${noun}${due}:`;
  return `${heading}\n${lines.join('\n')}`;
}

/** The reply to the last tool result of a turn, in plain words. Lists keep the tool's order: the plan order. */
export function replyToStep(step: ToolStep, timeZone: string, now: Date = new Date()): string {
  const { output } = step;
  if (output.type === 'execution-denied') return DENIED_REPLY;
  const error = errorText(output);
  // An undo's refusal is already a full sentence that says what to do.
  if (error !== undefined && step.toolName === 'undo_last_change') return error;
  if (error !== undefined) {
    const missing = /Task #(\d+) not found/.exec(error);
    if (missing) return notFoundReply(`task #${missing[1]}`);
    // The call's card already says why, in one sentence (with the detail behind "Details"): not twice.
    return FAILED_REPLY;
  }
  const value = output.type === 'json' ? output.value : output.type === 'text' ? output.value : undefined;
  if (step.toolName === 'list_tasks') {
    const input = z
      .object({
        status: z.optional(z.string()),
        due: z.optional(z.unknown()),
        query: z.optional(z.string()),
        priority: z.optional(z.unknown()),
        tags: z.optional(z.unknown()),
        completed: z.optional(z.unknown()),
      })
      .safeParse(step.input);
    const data = input.success ? input.data : {};
    const namedDue = typeof data.due === 'string' && data.due in DUE_WORDS ? data.due : undefined;
    const narrowed = Boolean(data.priority ?? data.tags ?? data.completed) || (data.due !== undefined && !namedDue);
    return listReply(
      value,
      { ...(data.status ? { status: data.status } : {}), ...(namedDue ? { due: namedDue } : {}), ...(data.query ? { query: data.query } : {}), narrowed },
      timeZone,
      now,
    );
  }
  const result = resultSchema.safeParse(value);
  const message = result.success ? result.data.message : undefined;
  const task = result.success ? result.data.task : undefined;
  if (step.toolName === 'get_task' && task) {
    const lines = [`“${task.title}”`, `Status: ${task.status ?? 'pending'}`];
    if (task.dueAt) lines.push(`Due: ${formatDue(task.dueAt, timeZone)}`);
    if (task.priority && task.priority < 4) lines.push(`Priority: ${task.priority}`);
    if (task.tags?.length) lines.push(`Tags: ${task.tags.map((tag) => `#${tag}`).join(' ')}`);
    if (task.description) lines.push(task.description);
    return lines.join('\n');
  }
  if (!message) return 'Done.';
  // What a person reads: the change in words, without ids or ISO times (the tool's message, ids included, is for the model).
  if (task && (step.toolName === 'add_task' || step.toolName === 'update_task')) {
    const details = taskDetails(task, timeZone);
    const line = `${step.toolName === 'add_task' ? 'Added' : 'Changed'} “${task.title}”`;
    return details ? `${line} (${details})` : line;
  }
  return describeOutcome(step.toolName, value, { now, timeZone });
}
