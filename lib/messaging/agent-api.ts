import type { AgentEvent } from './protocol';

export type Emit = (event: AgentEvent) => void;

/**
 * The three entry points of lib/agent the Port handler dispatches to. The
 * handler takes them as a parameter, so it is tested with fakes and wired to
 * the real agent in the background entrypoint.
 */
export interface AgentApi<Deps> {
  runTurn(deps: Deps, input: { conversationId: string; text: string }, emit: Emit, signal?: AbortSignal): Promise<void>;
  answerApproval(deps: Deps, input: { approvalId: string; approved: boolean }, emit: Emit, signal?: AbortSignal): Promise<void>;
  retryTurn(deps: Deps, input: { conversationId: string }, emit: Emit, signal?: AbortSignal): Promise<void>;
}
