export { asksToAdd, parseIntent, parseQuickAdd } from './parse-intent';
export { matchConfirm, type ConfirmAction, type ConfirmReply } from './match-confirm';
export { isChat } from './match-help';
export { intentSchema, targetSchema, type Intent, type IntentKind, type Target, type ParseOptions, type TaskFields } from './intent-schema';
export { parseDueDate, withDueDateMemo, type FoundDate } from './parse-due-date';
export { parseRecurrence, type FoundRecurrence } from './parse-recurrence';
export { NAMES_A_TASK, refersToPage, type PageReferenceContext } from './page-reference';
