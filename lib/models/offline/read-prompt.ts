import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import { z } from 'zod/mini';
import { memoriesInPrompt } from './memory-plan';
import { isRecord } from '../../util';
import { pageInPrompt } from './page-plan';
import type { PromptPage } from '../page-section';

/** The shape of a task as the tools return it (see lib/tools/task-view). */
export const shownTaskSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.optional(z.enum(['pending', 'completed'])),
  priority: z.optional(z.number()),
  dueAt: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  description: z.optional(z.string()),
  /** How the task repeats, in words, when it does. */
  repeats: z.optional(z.string()),
});
export type ShownTask = z.infer<typeof shownTaskSchema>;
export const listOutputSchema = z.object({ count: z.number(), tasks: z.array(shownTaskSchema), truncated: z.optional(z.boolean()), filter: z.optional(z.string()) });

export interface ToolStep {
  toolName: string;
  input: unknown;
  output: LanguageModelV4ToolResultOutput;
}

/** What the offline model needs from a prompt: this turn's words and steps, and what came before. */
export interface TurnView {
  userText: string;
  /** Tool calls made in this turn, with their results, in order. */
  steps: ToolStep[];
  /** The user's and the assistant's previous messages, for follow-ups like "#3" after "Which one?". */
  previousUserText?: string;
  previousAssistantText?: string;
  /** The ids of the tasks the previous turn's tool results named (its reply says titles, not ids), for "push it to friday". */
  previousTaskIds?: number[];
  /** The tasks of the last list shown before this turn, for "the third one". */
  lastList?: ShownTask[];
  /**
   * A tool result from before this turn that no reply followed: an approval
   * answered by a typed "yes" or "no" that the history puts after its result.
   */
  unansweredStep?: ToolStep;
  /** The memories the system prompt gives this turn, one line each (for "what do you remember about …?"). */
  memories?: string[];
  /** The page the message refers to, when the agent gave the turn one. */
  page?: PromptPage;
}

const textOf = (content: ReadonlyArray<{ type: string; text?: string }>) =>
  content
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('\n')
    .trim();

function parseInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

/** Splits a prompt into the current turn (from the last user message on) and what came before it. */
export function readPrompt(prompt: LanguageModelV4Prompt): TurnView {
  let lastUser = -1;
  prompt.forEach((message, index) => {
    if (message.role === 'user') lastUser = index;
  });
  const userMessage = prompt[lastUser];
  const userText = userMessage && userMessage.role === 'user' ? textOf(userMessage.content) : '';

  const inputs = new Map<string, { toolName: string; input: unknown }>();
  const steps: ToolStep[] = [];
  let lastList: ShownTask[] | undefined;
  let previousUserText: string | undefined;
  let previousAssistantText: string | undefined;
  let unansweredStep: ToolStep | undefined;
  let previousTaskIds: number[] = [];

  prompt.forEach((message, index) => {
    if (message.role === 'system') return;
    if (message.role === 'user') {
      if (index < lastUser) {
        previousUserText = textOf(message.content);
        previousTaskIds = [];
      }
      return;
    }
    if (message.role === 'assistant' && index < lastUser) {
      const text = textOf(message.content);
      if (text) {
        previousAssistantText = text;
        unansweredStep = undefined;
      }
    }
    for (const part of message.content) {
      if (part.type === 'tool-call') inputs.set(part.toolCallId, { toolName: part.toolName, input: parseInput(part.input) });
      if (part.type !== 'tool-result') continue;
      const step = { toolName: part.toolName, input: inputs.get(part.toolCallId)?.input, output: part.output };
      if (index > lastUser) {
        steps.push(step);
        continue;
      }
      unansweredStep = step;
      const named = part.output.type === 'json' && isRecord(part.output.value) && isRecord(part.output.value.task) ? part.output.value.task.id : undefined;
      if (typeof named === 'number' && part.toolName !== 'list_tasks') previousTaskIds.push(named);
      if (part.toolName === 'list_tasks' && part.output.type === 'json') {
        const list = listOutputSchema.safeParse(part.output.value);
        if (list.success) lastList = list.data.tasks;
      }
    }
  });

  const page = pageInPrompt(prompt);
  return {
    userText,
    steps,
    ...(previousUserText !== undefined ? { previousUserText } : {}),
    ...(previousAssistantText !== undefined ? { previousAssistantText } : {}),
    ...(lastList ? { lastList } : {}),
    ...(previousTaskIds.length ? { previousTaskIds } : {}),
    ...(unansweredStep ? { unansweredStep } : {}),
    memories: memoriesInPrompt(prompt),
    ...(page ? { page } : {}),
  };
}
