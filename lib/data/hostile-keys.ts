/** Keys that could change an object's prototype when a later step copies the row. */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper than any message or tool input the extension writes. */
export const MAX_DEPTH = 64;

export interface HostileValue {
  path: Array<string | number>;
  reason: string;
}

/**
 * The first place in a parsed JSON value that must never be imported: a key
 * that could pollute prototypes, or nesting deeper than the extension ever
 * writes. Found before any schema runs, so no such key reaches a copy.
 */
export function findHostileValue(value: unknown, path: Array<string | number> = [], depth = 0): HostileValue | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_DEPTH) return { path, reason: `is nested more than ${MAX_DEPTH} levels deep` };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findHostileValue(value[index], [...path, index], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return { path: [...path, key], reason: `uses the forbidden key "${key}"` };
    const found = findHostileValue((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
