import { isStepCount, streamText, type ModelMessage } from 'ai';
import type { TodoDatabase } from '../../../lib/db';
import { createOfflineModel } from '../../../lib/models/offline';
import { createAiTools, needsApproval } from '../../../lib/tools';
import { needsOfflineBrain } from '../../support/offline-brain';

// Every file that runs a turn here runs the offline tier.
needsOfflineBrain();

export const NOW = new Date('2026-03-10T09:30:00+01:00');
export const TIME_ZONE = 'Europe/Paris';
export const CONVERSATION = '5f0c3a52-8c4e-4c3e-9d55-1b2f3c4d5e6f';

/** One turn as the agent runs it: the offline model, the real tools, approvals for high-risk calls. */
export async function runOfflineTurn(db: TodoDatabase, messages: ModelMessage[]) {
  // This harness stands in for the panel: a call the test answered yes (answer(id, true)) has its approval here.
  const approvedCalls = new Set<string>();
  const callOf = new Map<string, string>();
  for (const message of messages) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'tool-approval-request') callOf.set(part.approvalId, part.toolCallId);
      if (part.type === 'tool-approval-response' && part.approved) approvedCalls.add(callOf.get(part.approvalId) ?? '');
    }
  }
  const result = streamText({
    model: createOfflineModel({ now: () => NOW, timeZone: TIME_ZONE }),
    tools: createAiTools(
      { db, engine: 'offline', conversationId: CONVERSATION, now: () => NOW },
      { approvalFor: async ({ toolCallId }) => (approvedCalls.has(toolCallId) ? { approval: { required: true, decision: 'approved' } } : undefined) },
    ),
    toolApproval: ({ toolCall }) => (needsApproval(toolCall.toolName, toolCall.input) ? 'user-approval' : undefined),
    stopWhen: isStepCount(5),
    messages,
  });
  const content = await result.content;
  const responseMessages = await result.responseMessages;
  const text = await result.text;
  const approval = content.find((part) => part.type === 'tool-approval-request');
  return {
    text,
    content,
    /** The conversation so far, as the agent would store it. */
    messages: [...messages, ...responseMessages] as ModelMessage[],
    approvalId: approval && approval.type === 'tool-approval-request' ? approval.approvalId : undefined,
  };
}

export const user = (text: string): ModelMessage => ({ role: 'user', content: text });

export const answer = (approvalId: string, approved: boolean): ModelMessage => ({
  role: 'tool',
  content: [{ type: 'tool-approval-response', approvalId, approved }],
});
