import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import type { EngineMessage } from './engine';

/**
 * The AI SDK prompt as WebLLM chat messages. WebLLM accepts only a first
 * system message, then user/assistant turns ending with a user turn, and only
 * its Hermes models take role "tool"; so tool calls are written back as the
 * JSON the model produced and tool results become user turns.
 */
export function buildEngineMessages(prompt: LanguageModelV4Prompt, protocolInstructions: string | undefined): EngineMessage[] {
  const system: string[] = [];
  const turns: EngineMessage[] = [];
  const jsonMode = protocolInstructions !== undefined;

  for (const message of prompt) {
    switch (message.role) {
      case 'system':
        system.push(message.content);
        break;
      case 'user': {
        const text = message.content.map((part) => (part.type === 'text' ? part.text : '[an attached file is not shown]')).join('\n');
        push(turns, 'user', text);
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
            push(turns, 'user', describeResult(part.toolName, part.output));
          }
        }
        if (pieces.length > 0) push(turns, 'assistant', pieces.join('\n'));
        break;
      }
      case 'tool':
        for (const part of message.content) {
          if (part.type === 'tool-result') push(turns, 'user', describeResult(part.toolName, part.output));
        }
        break;
    }
  }

  const systemText = [...system, ...(protocolInstructions ? [protocolInstructions] : [])].join('\n\n');
  if (turns.length === 0 || turns[turns.length - 1]?.role !== 'user') push(turns, 'user', 'Continue.');
  return systemText ? [{ role: 'system', content: systemText }, ...turns] : turns;
}

function push(turns: EngineMessage[], role: EngineMessage['role'], content: string) {
  const last = turns[turns.length - 1];
  if (last && last.role === role) last.content = `${last.content}\n\n${content}`;
  else turns.push({ role, content });
}

function describeResult(toolName: string, output: LanguageModelV4ToolResultOutput): string {
  switch (output.type) {
    case 'text':
      return `Result of ${toolName}: ${output.value}`;
    case 'json':
      return `Result of ${toolName}: ${JSON.stringify(output.value)}`;
    case 'error-text':
      return `${toolName} failed: ${output.value}`;
    case 'error-json':
      return `${toolName} failed: ${JSON.stringify(output.value)}`;
    case 'execution-denied':
      return `The user rejected the call to ${toolName}${output.reason ? ` (${output.reason})` : ''}. Do not retry it.`;
    case 'content':
      return `Result of ${toolName}: ${output.value.map((v) => (v.type === 'text' ? v.text : '[file]')).join('\n')}`;
  }
}
