import { isStepCount, streamText, type ModelMessage } from 'ai';
import type { Settings } from '../settings';
import { appendMessages, loadHistory } from '../conversations';
import { createAiTools, createCallBudget, modelTools, needsApproval } from '../tools';
import { approvalOfCall, approvalsRequested, withRunInputs } from './approval-records';
import { auditRejectedCall } from './audit-agent';
import { toAgentEvent } from './to-agent-event';
import { withPlainRejections } from './plain-rejected-calls';
import { withVisibleRetries } from './visible-retries';
import { buildSystemPrompt } from './build-system-prompt';
import { cutOffMarker, cutOffMessage, STOPPED_MARKER, untilThrown } from './cut-off-answer';
import { defaultTimeZone } from '../time/zoned-time';
import { callsOfThisTurn, toModelMessages } from './model-history';
import { stepLimitSummary } from './step-limit-summary';
import { clockOf, type AgentDeps, type Emit, type ModelTier } from './types';
import { DEFAULT_CONTEXT_TOKENS, estimateMessagesTokens, estimateTokens, fitHistory } from '../memory';
import { learnServedContext } from '../models';
import { promptCutMessage, promptWasCut } from './prompt-cut';
import { toolSchemaTokens } from './tool-schema-tokens';
import { pagePromptSection } from '../models/page-section';
import type { TurnPage } from './page-for-turn';

export type TierOutcome = { status: 'done' } | { status: 'aborted' } | { status: 'failed'; error: unknown };

export interface TierRun {
  deps: AgentDeps;
  settings: Settings;
  conversationId: string;
  tier: ModelTier;
  /** Why this tier answers, when it is a fallback; saved with its first message. */
  note?: string;
  emit: Emit;
  signal?: AbortSignal;
  /** The memories' section of the system prompt for this turn. */
  memories?: string;
  /** The page this message refers to (title and address), for this turn only. */
  page?: TurnPage;
  /** Offer no tools (a model the server says cannot use them): the prompt says so, and the model answers in words. */
  withoutTools?: boolean;
}

const DEFAULT_STEP_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_RETRIES = 2;
/** As the AI SDK's own retries: 2 s, then 4 s. */
const DEFAULT_RETRY_DELAY_MS = 2_000;

/**
 * One tier answers the conversation as saved: history window, system prompt,
 * tools, at most `maxSteps` steps. Events stream to the panel as they come;
 * the messages of each finished step are appended before the next step
 * starts, so a turn cut off mid-way keeps what already happened. A pending
 * approval is stored with the messages that request it.
 */
export async function streamTier({ deps, settings, conversationId, tier, note, emit, signal, memories, page, withoutTools = false }: TierRun): Promise<TierOutcome> {
  const { db } = deps;
  const now = clockOf(deps);
  const engine = tier.engine;
  const instructions = buildSystemPrompt({
    tools: withoutTools ? [] : modelTools,
    now: now(),
    timeZone: deps.timeZone ?? defaultTimeZone(),
    ...(memories ? { memories } : {}),
    ...(page ? { page: pagePromptSection(page) } : {}),
  });
  // The window by count, then by the model's token budget: the system prompt and the current message are never cut.
  const fixedTokens = estimateTokens(instructions) + (withoutTools ? 0 : toolSchemaTokens());
  const history = fitHistory(toModelMessages(await loadHistory(db, conversationId, settings.historyWindow)), {
    contextTokens: tier.contextTokens ?? DEFAULT_CONTEXT_TOKENS,
    fixedTokens,
  });

  let saved = 0;
  let noteSaved = false;
  const save = async (messages: readonly ModelMessage[]) => {
    const fresh = withPlainRejections(messages.slice(saved), messages);
    if (fresh.length === 0) return;
    await appendMessages(db, conversationId, fresh, { now, engine, ...(note && !noteSaved ? { note } : {}) });
    saved = messages.length;
    noteSaved = true;
  };

  // The caps on tool calls: counted as the model makes them, before any approval is asked for.
  const budget = createCallBudget({ perStep: settings.maxToolCallsPerStep, perTurn: settings.maxToolCallsPerTurn }, callsOfThisTurn(history));

  // Transient failures are retried where the panel can see it ("Retrying (2/3)…"), not silently inside streamText.
  const model = withVisibleRetries(tier.model, {
    maxRetries: deps.maxRetries ?? DEFAULT_MAX_RETRIES,
    delayMs: deps.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    signal,
    onRetry: (attempt, max) => emit({ type: 'retrying', conversationId, attempt, max }),
  });

  const result = streamText({
    model,
    instructions,
    messages: history,
    tools: withoutTools
      ? {}
      : createAiTools(
          { db, engine, conversationId, now, memory: { enabled: settings.memory.enabled, secrets: [settings.remote.apiKey] }, ...(page ? { page } : {}) },
          { approvalFor: (call) => approvalOfCall(db, { ...call, conversationId }), budget },
        ),
    // A call past a cap asks for no approval: its tool refuses it without running.
    toolApproval: ({ toolCall, messages }) =>
      budget.admit(toolCall.toolCallId, messages) && needsApproval(toolCall.toolName, toolCall.input) ? 'user-approval' : 'not-applicable',
    stopWhen: isStepCount(settings.maxSteps),
    maxRetries: 0,
    timeout: { stepMs: deps.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS },
    ...(signal ? { abortSignal: signal } : {}),
    prepareStep: async ({ responseMessages }) => {
      await save(responseMessages);
      return undefined;
    },
    // Failures arrive as stream parts below; nothing goes to the console.
    onError: () => undefined,
  });

  const rejectedCalls = new Set<string>();
  let failure: unknown;
  let aborted = false;
  /** The text of the step in progress (finished steps are saved by prepareStep). */
  let stepText = '';
  for await (const part of untilThrown(result.fullStream, (error) => (failure ??= error))) {
    if (part.type === 'tool-call' && part.invalid) rejectedCalls.add(part.toolCallId);
    const rejected = part.type === 'tool-error' && rejectedCalls.has(part.toolCallId);
    const event = toAgentEvent(part, conversationId, rejected);
    // Calls that ran were audited by executeTool; calls refused before running are audited here.
    if (rejected && event?.type === 'tool-error' && part.type === 'tool-error') {
      await auditRejectedCall(db, { conversationId, toolName: part.toolName, toolCallId: part.toolCallId, input: part.input, error: event.error, engine, at: now() });
    }
    if (event) emit(event);
    switch (part.type) {
      case 'text-delta':
        stepText += part.text;
        break;
      case 'finish-step':
        if (failure === undefined) stepText = '';
        break;
      case 'error':
        failure ??= part.error;
        break;
      case 'abort':
        // Not cancelled by the caller: the SDK aborted the step on its timeout.
        if (signal?.aborted) aborted = true;
        else failure ??= new DOMException(part.reason ?? 'The model step timed out', 'TimeoutError');
        break;
      default:
        break;
    }
  }

  if (signal?.aborted) {
    // Stopped by the user: whatever the stream threw on the way out is the stop itself.
    // What they already read stays in the conversation, marked as stopped.
    if (stepText.trim()) {
      await appendMessages(db, conversationId, [cutOffMessage(stepText, undefined, STOPPED_MARKER)], { now, engine, ...(note && !noteSaved ? { note } : {}) });
      emit({ type: 'text-delta', conversationId, text: `\n\n${STOPPED_MARKER}` });
    }
    return { status: 'aborted' };
  }

  let finished: [Awaited<typeof result.responseMessages>, Awaited<typeof result.steps>] | undefined;
  if (failure === undefined && !aborted && !signal?.aborted) {
    try {
      finished = await Promise.all([result.responseMessages, result.steps]);
    } catch (error) {
      failure = error;
    }
  }
  if (failure !== undefined) {
    // What the user already read stays in the conversation, marked as cut off.
    if (stepText.trim()) {
      await appendMessages(db, conversationId, [cutOffMessage(stepText, failure)], { now, engine, ...(note && !noteSaved ? { note } : {}) });
      emit({ type: 'text-delta', conversationId, text: `\n\n${cutOffMarker(failure)}\n\n` });
    }
    return { status: 'failed', error: failure };
  }
  if (!finished) return { status: 'aborted' };
  const [responseMessages, steps] = finished;
  const approvals = await withRunInputs(
    db,
    approvalsRequested(responseMessages.slice(saved), { conversationId, engine, now: now(), timeoutMinutes: settings.approvalTimeoutMinutes }),
    now(),
  );
  await db.transaction('rw', [db.messages, db.conversations, db.approvals], async () => {
    await save(responseMessages);
    if (approvals.length) await db.approvals.bulkPut(approvals);
  });
  for (const approval of approvals) emit({ type: 'approval-required', conversationId, approvalId: approval.id });

  // The server may still have cut the prompt (a window smaller than known): say so, and fit the next turns to it.
  const reported = steps[0]?.usage.inputTokens;
  if (engine === 'remote' && promptWasCut(fixedTokens + estimateMessagesTokens(history), reported)) {
    learnServedContext(settings, reported);
    const text = promptCutMessage(reported);
    await appendMessages(db, conversationId, [{ role: 'assistant', content: [{ type: 'text', text }] }], { now, engine });
    emit({ type: 'text-delta', conversationId, text: `\n\n${text}` });
  }

  const last = steps.at(-1);
  const stoppedByLimit = approvals.length === 0 && steps.length >= settings.maxSteps && last?.finishReason === 'tool-calls';
  if (stoppedByLimit && !last.text.trim()) {
    const summary = stepLimitSummary(steps, settings.maxSteps);
    await appendMessages(db, conversationId, [{ role: 'assistant', content: [{ type: 'text', text: summary }] }], { now, engine });
    emit({ type: 'text-delta', conversationId, text: summary });
  }
  return { status: 'done' };
}
