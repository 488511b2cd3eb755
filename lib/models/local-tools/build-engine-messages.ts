import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import type { EngineMessage } from './engine';

/** A turn being built: `data` turns hold tool results, never the user's words. */
type Turn = EngineMessage & { data?: true };

/**
 * The AI SDK prompt as WebLLM chat messages. WebLLM accepts only a first
 * system message, then user/assistant turns ending with a user (or tool)
 * turn. Role "tool" is no way out: the chat templates of the models we offer
 * (Qwen2.5, chatml-like) define only user and assistant, and WebLLM 0.2.86
 * throws "Role is not supported: tool" for them. So tool calls are written
 * back as the JSON the model produced, and each tool result becomes a
 * message of its own, the result wrapped as JSON in
 * `<tool_result name="…" id="…">…</tool_result>`: never joined with what the
 * user wrote, so text inside a result (a task title copied from a web page)
 * cannot pass for the user's words. The system prompt says such text is data.
 */
export function buildEngineMessages(prompt: LanguageModelV4Prompt, protocolInstructions: string | undefined): EngineMessage[] {
  const system: string[] = [];
  const turns: Turn[] = [];
  const jsonMode = protocolInstructions !== undefined;

  for (const message of prompt) {
    switch (message.role) {
      case 'system':
        system.push(message.content);
        break;
      case 'user': {
        const text = message.content.map((part) => (part.type === 'text' ? part.text : '[an attached file is not shown]')).join('\n');
        push(turns, { role: 'user', content: text });
        break;
      }
      case 'assistant': {
        const pieces: string[] = [];
        for (const part of message.content) {
          if (part.type === 'text' && part.text.trim()) {
            pieces.push(jsonMode ? JSON.stringify({ type: 'reply', text: part.text }) : part.text);
          } else if (part.type === 'tool-call') {
            pieces.push(JSON.stringify({ type: 'tool_call', name: part.toolName, arguments: part.input }));
          } else if (part.type === 'tool-result') {
            push(turns, toolResultTurn(part.toolName, part.toolCallId, part.output));
          }
        }
        if (pieces.length > 0) push(turns, { role: 'assistant', content: pieces.join('\n') });
        break;
      }
      case 'tool':
        for (const part of message.content) {
          if (part.type === 'tool-result') push(turns, toolResultTurn(part.toolName, part.toolCallId, part.output));
        }
        break;
    }
  }

  const systemText = [...system, ...(protocolInstructions ? [protocolInstructions] : [])].join('\n\n');
  if (turns.length === 0 || turns[turns.length - 1]?.role !== 'user') push(turns, { role: 'user', content: 'Continue.' });
  const messages = turns.map(({ role, content }): EngineMessage => ({ role, content }));
  return systemText ? [{ role: 'system', content: systemText }, ...messages] : messages;
}

/** Joins a turn to the previous one of the same role and kind: tool results never join the user's words, nor the reverse. */
function push(turns: Turn[], turn: Turn) {
  const last = turns[turns.length - 1];
  if (last && last.role === turn.role && last.data === turn.data) last.content = `${last.content}\n\n${turn.content}`;
  else turns.push({ ...turn });
}

/** JSON that cannot close the tag around it: every "<" is written as \u003c. */
function asData(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/</g, '\\u003c');
}

/** Tool names and call ids come from the model: only plain characters reach the tag. */
const attribute = (value: string) => value.replace(/[^\w.:-]/g, '_');

function toolResultTurn(toolName: string, toolCallId: string, output: LanguageModelV4ToolResultOutput): Turn {
  const open = `<tool_result name="${attribute(toolName)}" id="${attribute(toolCallId)}"`;
  const wrap = (status: string | undefined, value: unknown) => `${open}${status ? ` status="${status}"` : ''}>\n${asData(value)}\n</tool_result>`;
  let content: string;
  switch (output.type) {
    case 'text':
    case 'json':
      content = wrap(undefined, output.value);
      break;
    case 'content':
      content = wrap(undefined, output.value.map((v) => (v.type === 'text' ? v.text : '[file]')).join('\n'));
      break;
    case 'error-text':
    case 'error-json':
      content = wrap('error', { error: output.value });
      break;
    case 'execution-denied':
      content = `${wrap('rejected', { rejected: true, ...(output.reason ? { reason: output.reason } : {}) })}\nThe user rejected this call to ${attribute(toolName)}. Do not retry it.`;
      break;
  }
  return { role: 'user', content, data: true };
}
