import { isRecord } from '../util';
/**
 * Bounds on what one audit entry keeps. A tool's input, output and error are
 * each kept whole up to this many bytes (UTF-8 of their JSON); anything
 * larger is replaced by a marked preview, so one entry stays a few KB
 * whatever a tool returned. (The task snapshots `before` and `after` are
 * kept whole: they are bounded by the task's own limits and undo needs them.)
 */
export const AUDIT_FIELD_MAX_BYTES = 4096;
const PREVIEW_CHARS = 1000;
const MESSAGE_CHARS = 500;

const encoder = new TextEncoder();

/** The size in bytes of a string as UTF-8. */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** The size in bytes of a value's JSON as UTF-8; 0 for a value JSON cannot write. */
export function jsonByteLength(value: unknown): number {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? 0 : utf8Length(json);
  } catch {
    return 0;
  }
}

/** What an audit entry keeps of a value too large to keep whole. */
export interface CutValue {
  /** Marks the value as shortened for storage. */
  cut: true;
  /** The size of the whole value's JSON, in bytes. */
  bytes: number;
  /** The tool's own sentence, when the value had one. */
  message?: string;
  /** The first characters of the whole value's JSON. */
  preview: string;
}

export function isCutValue(value: unknown): value is CutValue {
  return isRecord(value) && value.cut === true && typeof value.preview === 'string';
}

const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/** The value itself when it is small enough, else a marked preview of it. */
export function boundValue(value: unknown, maxBytes = AUDIT_FIELD_MAX_BYTES): unknown {
  if (value === undefined) return undefined;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  if (json === undefined) return clip(String(value), PREVIEW_CHARS);
  const bytes = utf8Length(json);
  if (bytes <= maxBytes) return value;
  const message = isRecord(value) ? value.message : undefined;
  return {
    cut: true,
    bytes,
    ...(typeof message === 'string' ? { message: clip(message, MESSAGE_CHARS) } : {}),
    preview: clip(json, PREVIEW_CHARS),
  } satisfies CutValue;
}

/** The longest start of `text` that fits in `maxBytes` of UTF-8, whole characters only. */
function utf8Prefix(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/** A text that fits in `maxBytes` of UTF-8: itself, or its start with a marker saying how long it was. */
export function boundText(text: string, maxBytes = AUDIT_FIELD_MAX_BYTES): string {
  const bytes = utf8Length(text);
  if (bytes <= maxBytes) return text;
  const marker = `… (cut: ${bytes} bytes in all)`;
  return `${utf8Prefix(text, maxBytes - utf8Length(marker))}${marker}`;
}
