/**
 * A tiny logger: a level, a scope in every line, and nothing printed in
 * tests unless asked (`TODO_ASSISTANT_LOG=debug npm test`). Extension pages and
 * the worker print warnings and errors; a development build prints everything.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && value in RANK;
}

function initialLevel(): LogLevel {
  const asked = globalThis.process?.env?.TODO_ASSISTANT_LOG;
  if (isLogLevel(asked)) return asked;
  if (import.meta.env.MODE === 'test') return 'silent';
  return import.meta.env.DEV ? 'debug' : 'warn';
}

let threshold: LogLevel = initialLevel();

/** Changes what is printed from now on, everywhere in this context. */
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

export function createLogger(scope: string): Logger {
  const prefix = `Todo Assistant [${scope}]:`;
  const at =
    (level: Exclude<LogLevel, 'silent'>) =>
    (message: string, ...details: unknown[]) => {
      if (RANK[level] < RANK[threshold]) return;
      console[level](prefix, message, ...details);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
