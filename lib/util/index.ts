export { errorMessage, namedErrorMessage } from './error-message';
export { isRecord } from './is-record';
export { createLogger, setLogLevel, type LogLevel, type Logger } from './logger';
export { fail, ok, type Result } from './result';
export { rovingIndex } from './roving-index';
export { linkProblem, siteFromInput, siteNames, siteOf, URL_MAX } from './page-link';
export { startHeartbeat } from './heartbeat';
export { whenIdle } from './when-idle';
export { idleGate } from './idle-gate';
