/**
 * The outcome of an action that can fail in a way the user should read:
 * a value, or a plain sentence saying what went wrong. Used where failing is
 * normal (a form, a connection test, a download) instead of throwing.
 */
export type Result<T = undefined> = { ok: true; value: T } | { ok: false; error: string };

export function ok(): Result<undefined>;
export function ok<T>(value: T): Result<T>;
export function ok<T>(value?: T): Result<T | undefined> {
  return { ok: true, value };
}

export function fail<T = never>(error: string): Result<T> {
  return { ok: false, error };
}
