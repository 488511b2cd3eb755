/**
 * Tool calls written as text, by a server that has no tool parser for its
 * model (or that was started without one): the markup is recognised here and
 * each call's JSON is read by parseModelOutput, the parser the in-browser
 * tiers use, so every tier repairs calls the same way.
 *
 *   Hermes / Qwen:  <tool_call>{"name": "add_task", "arguments": {…}}</tool_call>  (one block per call)
 *   Llama 3.x:      <|python_tag|>{"name": "add_task", "parameters": {…}}  or the bare object alone
 *   Mistral:        [TOOL_CALLS][{"name": "add_task", "arguments": {…}}]  or  [TOOL_CALLS]add_task[ARGS]{…}
 *
 * A `<think>…</think>` block that opens the text is a thought, never shown
 * (strip-thinking.ts).
 */
import { isRecord } from '../../util';
import { parseModelOutput, repairJson } from './parse-model-output';
import { visibleText } from './strip-thinking';

export interface TextToolCall {
  toolName: string;
  /** JSON-encoded input, as the AI SDK wants it. */
  input: string;
}

const MARKERS = ['<tool_call>', '<|python_tag|>', '[TOOL_CALLS]'] as const;
/** Tokens some servers leave around a Llama call. */
const LLAMA_END = /<\|(?:eom_id|eot_id)\|>/g;

/**
 * Where tool-call markup begins or may still begin in `text`: the first
 * marker, a marker cut at the end of the text so far (`<tool_`), or the start
 * when the text so far opens like a bare JSON object or a code fence.
 */
export function markupStart(text: string, final = false): number | undefined {
  let start: number | undefined;
  for (const marker of MARKERS) {
    const at = text.indexOf(marker);
    if (at !== -1 && (start === undefined || at < start)) start = at;
  }
  if (!final) {
    for (const marker of MARKERS) {
      for (let length = Math.min(marker.length - 1, text.length); length > 0; length--) {
        if (text.endsWith(marker.slice(0, length))) {
          const at = text.length - length;
          if (start === undefined || at < start) start = at;
          break;
        }
      }
    }
  }
  const opening = text.trimStart();
  if (opening.startsWith('{') || opening.startsWith('```') || (!final && opening.length < 3 && '```'.startsWith(opening) && opening.length > 0)) return 0;
  return start;
}

/**
 * The tool calls in `text` (the visible text of one answer), or undefined
 * when it holds none. A bare JSON object counts only when it names one of
 * `toolNames`: otherwise it was an answer that happens to be JSON.
 */
export function parseTextToolCalls(text: string, toolNames: readonly string[]): TextToolCall[] | undefined {
  const trimmed = text.replace(LLAMA_END, '').trim();
  const mistral = trimmed.indexOf('[TOOL_CALLS]');
  if (mistral !== -1) return mistralCalls(trimmed.slice(mistral + '[TOOL_CALLS]'.length), toolNames);
  if (trimmed.includes('<tool_call>')) {
    const blocks = [...trimmed.matchAll(/<tool_call>([\s\S]*?)(?:<\/tool_call>|$)/g)].map((match) => match[1] ?? '');
    const calls = blocks.flatMap((block) => callsOf(block, toolNames, false));
    return calls.length ? calls : undefined;
  }
  const python = trimmed.indexOf('<|python_tag|>');
  if (python !== -1) return nonEmpty(objectsOf(trimmed.slice(python + '<|python_tag|>'.length)).flatMap((block) => callsOf(block, toolNames, false)));
  if (/^(?:```(?:json)?\s*)?\{/.test(trimmed)) return nonEmpty(callsOf(trimmed, toolNames, true));
  return undefined;
}

function nonEmpty(calls: TextToolCall[]): TextToolCall[] | undefined {
  return calls.length ? calls : undefined;
}

function callsOf(block: string, toolNames: readonly string[], knownOnly: boolean): TextToolCall[] {
  const parsed = parseModelOutput(block, toolNames);
  if (parsed.kind !== 'tool-call') return [];
  if (knownOnly && !toolNames.includes(parsed.toolName)) return [];
  return [{ toolName: parsed.toolName, input: parsed.input }];
}

/** Llama may put several calls after one tag, separated by semicolons or new lines. */
function objectsOf(text: string): string[] {
  const parts = text.split(/(?<=\})\s*[;\n]\s*(?=\{)/);
  return parts.map((part) => part.trim()).filter(Boolean);
}

function mistralCalls(rest: string, toolNames: readonly string[]): TextToolCall[] | undefined {
  const body = rest.trim();
  if (body.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      try {
        value = JSON.parse(repairJson(body));
      } catch {
        value = undefined;
      }
    }
    const items = Array.isArray(value) ? value : [];
    return nonEmpty(items.filter(isRecord).flatMap((item) => callsOf(JSON.stringify(item), toolNames, false)));
  }
  // The newer tokenizer: [TOOL_CALLS]name[ARGS]{…}, repeated for several calls.
  const calls = [...`[TOOL_CALLS]${body}`.matchAll(/\[TOOL_CALLS\]\s*([\w.-]+)\s*\[ARGS\]\s*(\{[\s\S]*?)(?=\[TOOL_CALLS\]|$)/g)].flatMap((match) =>
    callsOf(JSON.stringify({ name: match[1], arguments: safeJson(match[2] ?? '{}') }), toolNames, false),
  );
  return nonEmpty(calls);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(repairJson(text));
    } catch {
      return text;
    }
  }
}

/** What the end of an answer gives: the text still to show, and the calls its markup held. */
export interface SplitEnd {
  text: string;
  calls: TextToolCall[];
}

/**
 * Splits a streamed answer into what may be shown as it comes and the tool
 * calls written in it. `push` takes each delta and returns the new text that
 * is safe to show (never a thought, never markup or its first characters);
 * `end` returns the rest. Held text that turns out not to be a call is shown
 * at the end, without any marker.
 */
export function createTextToolCallSplitter(toolNames: readonly string[]) {
  let raw = '';
  let shown = 0;
  const safe = (final: boolean): number => {
    const visible = visibleText(raw, final);
    const start = markupStart(visible, final);
    return start === undefined ? visible.length : Math.min(start, visible.length);
  };
  return {
    push(delta: string): string {
      raw += delta;
      const visible = visibleText(raw);
      const upTo = safe(false);
      if (upTo <= shown) return '';
      const text = visible.slice(shown, upTo);
      shown = upTo;
      return text;
    },
    end(): SplitEnd {
      const visible = visibleText(raw, true);
      const held = visible.slice(Math.min(shown, visible.length));
      const calls = toolNames.length ? parseTextToolCalls(held, toolNames) : undefined;
      if (calls) return { text: '', calls };
      const text = held
        .replace(LLAMA_END, '')
        .replaceAll('<|python_tag|>', '')
        .replaceAll('[TOOL_CALLS]', '')
        .replace(/<\/?tool_call>/g, '');
      const first = shown === 0;
      shown = visible.length;
      return { text: first ? text.trim() : text.trimEnd(), calls: [] };
    },
  };
}
