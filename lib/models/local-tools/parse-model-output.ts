/**
 * Reads one answer of the model (see tool-protocol.ts) and repairs what a
 * small model commonly gets wrong: code fences, a missing closing brace,
 * trailing commas, arguments given as a JSON string, Hermes-style
 * <tool_call> tags, a tool name in another case. A call that still cannot be
 * read keeps its raw input, so the AI SDK reports it to the model as a tool
 * error instead of running a tool on a guess.
 */
export type ParsedOutput = { kind: 'reply'; text: string } | { kind: 'tool-call'; toolName: string; input: string; repaired: boolean } | { kind: 'malformed'; raw: string };
import { isRecord } from '../../util';

export function parseModelOutput(raw: string, toolNames: readonly string[]): ParsedOutput {
  const text = stripWrappers(raw);
  const start = text.indexOf('{');
  if (start === -1) return text.trim() ? { kind: 'reply', text: text.trim() } : { kind: 'malformed', raw };

  const candidate = text.slice(start);
  let value = tryParse(candidate);
  let repaired = false;
  if (value === undefined) {
    value = tryParse(repairJson(candidate));
    repaired = true;
  }
  if (!isRecord(value)) {
    const name = /"name"\s*:\s*"([^"]+)"/.exec(candidate)?.[1];
    if (name) {
      const args = /"arguments"\s*:\s*([\s\S]*)$/.exec(candidate)?.[1] ?? candidate;
      return { kind: 'tool-call', toolName: resolveToolName(name, toolNames), input: args.trim(), repaired: true };
    }
    return { kind: 'malformed', raw };
  }

  const name = pickString(value, ['name', 'tool', 'tool_name', 'function']);
  if (value.type === 'tool_call' || (name && value.type !== 'reply')) {
    if (!name) return { kind: 'malformed', raw };
    const toolName = resolveToolName(name, toolNames);
    const args = value.arguments ?? value.parameters ?? value.args ?? value.input ?? {};
    let input: string;
    if (typeof args === 'string') {
      const parsed = tryParse(args) ?? tryParse(repairJson(args));
      input = isRecord(parsed) ? JSON.stringify(parsed) : args;
      repaired = true;
    } else {
      input = JSON.stringify(args);
    }
    return { kind: 'tool-call', toolName, input, repaired: repaired || toolName !== name };
  }
  const reply = pickString(value, ['text', 'reply', 'content', 'message', 'response']);
  if (reply !== undefined) return { kind: 'reply', text: reply };
  return { kind: 'malformed', raw };
}

/** Maps addTask, Add-Task or "add task" to add_task when that tool exists. */
export function resolveToolName(name: string, toolNames: readonly string[]): string {
  if (toolNames.includes(name)) return name;
  const norm = (s: string) =>
    s
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
  return toolNames.find((t) => norm(t) === norm(name)) ?? name;
}

function stripWrappers(raw: string): string {
  return raw
    .replace(/```(?:json)?/gi, '')
    .replace(/<\/?tool_call>/gi, '')
    .trim();
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Closes open strings, objects and arrays, drops trailing commas and text after the object. */
export function repairJson(text: string): string {
  let out = '';
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    out += ch;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      stack.pop();
      if (stack.length === 0) break;
    }
  }
  if (inString) out += '"';
  out = out.replace(/,\s*$/, '');
  while (stack.length) out += stack.pop();
  return out.replace(/,\s*([}\]])/g, '$1');
}

function pickString(value: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const v = value[key];
    if (typeof v === 'string') return v;
  }
  return undefined;
}
