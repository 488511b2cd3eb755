import type { ChatRequestBody, ScriptedResponse } from './fake-openai-server';
import { textOf } from './chaos-invariants';

/** What the model does in one turn: tool-call steps, then a final text. */
export type TurnKind = 'add' | 'multi' | 'edit' | 'rename' | 'delete' | 'remember' | 'undo' | 'chat';
/** The kinds whose change waits for the panel's Approve. */
export const NEEDS_APPROVAL: readonly TurnKind[] = ['rename', 'delete'];

/** A step's answer, from the messages after the turn's user message (earlier steps' calls and results). */
type Step = (after: ChatRequestBody['messages']) => ScriptedResponse;

export interface TurnPlan {
  tag: string;
  kind: TurnKind;
  /** What the user types. */
  text: string;
  steps: Step[];
}

const callId = (tag: string, step: number, index = 0) => `${tag}-s${step}-${index}`;
const toolStep =
  (tag: string, step: number, name: string, input: (after: ChatRequestBody['messages']) => Record<string, unknown>): Step =>
  (after) => ({ toolCalls: [{ id: callId(tag, step), name, arguments: input(after) }] });

/** The id of the task a tool result of this turn created ("Created task #12: …"). */
function createdId(after: ChatRequestBody['messages']): number {
  const match = /Created task #(\d+)/.exec(JSON.stringify(after.filter((message) => message.role === 'tool')));
  return match ? Number(match[1]) : 1;
}

/**
 * The plan of one turn. `taskId`: an existing task for the kinds that change
 * one; `slow`: the final text streams slowly, a window to interrupt it.
 */
export function planTurn(tag: string, kind: TurnKind, options: { taskId?: number; slow?: boolean; priority?: number }): TurnPlan {
  const final: Step = () => ({ text: `Done with ${tag}. That is all for this turn, nothing else to do.`, ...(options.slow ? { chunkDelayMs: 40 } : {}) });
  const taskId = options.taskId ?? 1;
  const steps: Record<TurnKind, Step[]> = {
    add: [toolStep(tag, 0, 'add_task', () => ({ title: `Task from ${tag}`, priority: options.priority ?? 3 }))],
    multi: [
      toolStep(tag, 0, 'add_task', () => ({ title: `Task from ${tag}`, tags: ['chaos'] })),
      toolStep(tag, 1, 'update_task', (after) => ({ task_id: createdId(after), priority: 1, addTags: ['multi'] })),
    ],
    edit: [toolStep(tag, 0, 'update_task', () => ({ task_id: taskId, priority: options.priority ?? 2, addTags: [tag] }))],
    rename: [toolStep(tag, 0, 'update_task', () => ({ task_id: taskId, title: `Renamed by ${tag}` }))],
    delete: [toolStep(tag, 0, 'delete_task', () => ({ task_id: taskId }))],
    remember: [toolStep(tag, 0, 'remember', () => ({ text: `Fact from ${tag}: the user likes turn ${tag}` }))],
    undo: [toolStep(tag, 0, 'undo_last_change', () => ({}))],
    chat: [],
  };
  return { tag, kind, text: `[${tag}] please do the ${kind} step`, steps: [...steps[kind], final] };
}

/**
 * The model's answer to a streamed chat request, from the plans: the turn is
 * the last user message's tag, the step the number of tool-calling answers
 * since it. The same request always gets the same answer (a retry too).
 */
export function answerFromPlans(plans: ReadonlyMap<string, TurnPlan>, body: ChatRequestBody): ScriptedResponse | undefined {
  const lastUser = body.messages.findLastIndex((message) => message.role === 'user');
  if (lastUser < 0) return undefined;
  const tag = /^\[(c\d+b?)\]/.exec(textOf(body.messages[lastUser]!.content))?.[1];
  const plan = tag ? plans.get(tag) : undefined;
  if (!plan) return undefined;
  const after = body.messages.slice(lastUser + 1);
  const step = after.filter((message) => message.role === 'assistant' && (message.tool_calls?.length ?? 0) > 0).length;
  return plan.steps[Math.min(step, plan.steps.length - 1)]!(after);
}
