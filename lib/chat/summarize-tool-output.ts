import { describeOutcome, summarizeValue } from '../tools';
import { isExpiredReason } from '../conversations';
import { isRecord, linkProblem, siteOf } from '../util';

/** How a tool call ended, as the chat shows it. */
export type ToolCardState = 'running' | 'awaiting-approval' | 'ok' | 'error' | 'denied';

export interface ToolOutcome {
  state: ToolCardState;
  /** One plain sentence. */
  summary: string;
  /** Technical detail, shown on request ("Details"). */
  detail?: string;
  /** The page the task links to: shown as its title, opening in a new tab. */
  link?: TaskLinkView;
}

/** A task's link as the chat and the Tasks view show it: the page title (or its site) and where it goes. */
export interface TaskLinkView {
  url: string;
  title: string;
}

/** The link of a task the way a tool returned it (`{ task: { url, urlTitle } }`), if it is one a task may hold. */
export function taskLinkOf(task: unknown): TaskLinkView | undefined {
  if (!isRecord(task) || typeof task.url !== 'string' || linkProblem(task.url)) return undefined;
  const title = typeof task.urlTitle === 'string' && task.urlTitle.trim() ? task.urlTitle.trim() : siteOf(task.url);
  return { url: task.url, title: title ?? task.url };
}

const withLink = (outcome: ToolOutcome, value: unknown): ToolOutcome => {
  const link = isRecord(value) ? taskLinkOf(value.task) : undefined;
  return link ? { ...outcome, link } : outcome;
};

/** An SDK error text (e.g. an AI_InvalidToolInputError with the whole input and zod's issues), stored before errors were made plain. */
const RAW_ERROR = /AI_\w+Error|Type validation failed|^\w*Error: /;
const DETAIL_MAX = 500;

/** The outcome of a failed call: its plain sentence and detail (`{message, detail}`), or a text, made plain when it is a raw dump. */
function errorOutcome(value: unknown): ToolOutcome {
  if (isRecord(value) && typeof value.message === 'string') {
    return { state: 'error', summary: value.message, ...(typeof value.detail === 'string' && value.detail ? { detail: value.detail } : {}) };
  }
  const text = summarizeValue(value);
  if (RAW_ERROR.test(text)) {
    const detail = text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text;
    return { state: 'error', summary: 'The assistant sent a request that could not be carried out.', detail };
  }
  return { state: 'error', summary: text };
}

/** What an approval nobody answered in time left: "Expired: nothing was deleted". */
export function expiredSummary(toolName: string | undefined): string {
  return `Expired: nothing was ${toolName === 'delete_task' ? 'deleted' : 'changed'}`;
}

/**
 * The outcome of a stored tool result (AI SDK `ToolResultOutput`:
 * json, text, error-text, error-json or execution-denied).
 */
export function outcomeOfStoredOutput(output: unknown, toolName?: string): ToolOutcome {
  if (!isRecord(output)) return { state: 'ok', summary: describeOutcome(toolName ?? '', output) };
  switch (output.type) {
    case 'execution-denied':
      if (isExpiredReason(output.reason)) return { state: 'denied', summary: expiredSummary(toolName) };
      return { state: 'denied', summary: 'Rejected' };
    case 'error-text':
    case 'error-json':
      return errorOutcome(output.value);
    case 'json':
    case 'text':
      return withLink({ state: 'ok', summary: describeOutcome(toolName ?? '', output.value) }, output.value);
    default:
      return { state: 'ok', summary: describeOutcome(toolName ?? '', output) };
  }
}
