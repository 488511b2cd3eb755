import type { AgentEvent } from './protocol';

export type Emit = (event: AgentEvent) => void;

/** The user's answer on one pending approval, or on several at once (Approve all / Reject all). */
export type ApprovalAnswer = { approved: boolean } & ({ approvalId: string } | { approvalIds: readonly string[] });

/**
 * The three entry points of lib/agent the Port handler dispatches to. The
 * handler takes them as a parameter, so it is tested with fakes and wired to
 * the real agent in the background entrypoint.
 */
export interface AgentApi<Deps> {
  runTurn(deps: Deps, input: { conversationId: string; text: string; panelTabId?: number }, emit: Emit, signal?: AbortSignal): Promise<void>;
  answerApproval(deps: Deps, input: ApprovalAnswer, emit: Emit, signal?: AbortSignal): Promise<void>;
  retryTurn(deps: Deps, input: { conversationId: string }, emit: Emit, signal?: AbortSignal): Promise<void>;
}
