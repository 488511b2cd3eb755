export { errorMessage } from './error-message';
export { isRecord } from './is-record';
export { createLogger, setLogLevel, type LogLevel, type Logger } from './logger';
export { fail, ok, type Result } from './result';
export { rovingIndex } from './roving-index';
