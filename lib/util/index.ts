export { errorMessage } from './error-message';
export { isRecord } from './is-record';
export { createLogger, setLogLevel, type LogLevel, type Logger } from './logger';
export { fail, ok, type Result } from './result';
export { rovingIndex } from './roving-index';
export { linkProblem, siteFromInput, siteNames, siteOf, URL_MAX } from './page-link';
export { whenIdle } from './when-idle';
