import type { z } from 'zod';

type Issue = z.ZodError['issues'][number];

/** What was wrong with an input: one sentence for the person, and the technical detail for "Details". */
export interface PlainProblem {
  sentence: string;
  detail: string;
}

/** The words people use for the fields the tools take. */
const FIELD_WORDS: Record<string, string> = {
  task_id: 'task number',
  id: 'task number',
  dueAt: 'due date',
  due_at: 'due date',
};

const fieldOf = (issue: Issue): string | undefined => {
  const key = issue.path.findLast((part) => typeof part === 'string');
  return typeof key === 'string' ? (FIELD_WORDS[key] ?? key.replaceAll('_', ' ')) : undefined;
};

const asSentence = (text: string): string => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** The plain sentence for one issue. The schemas' own messages are written for people; zod's defaults are not. */
function sentenceOf(issue: Issue): string {
  const field = fieldOf(issue);
  const last = issue.path.at(-1);
  if (issue.code === 'too_big' && last === 'title' && issue.origin === 'string') {
    return `Titles can be up to ${String(issue.maximum)} characters; the rest can go in the description.`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined && field) return `The ${field} is missing.`;
  if (issue.code === 'unrecognized_keys') return `${issue.keys.map((key) => `"${key}"`).join(', ')} is not something a task has.`;
  // zod's own wording ("Invalid input: expected …") is technical: say which field instead.
  if (/^Invalid|expected /.test(issue.message)) return field ? `The ${field} is not valid.` : 'That request could not be read.';
  return asSentence(issue.message);
}

/** The order in which issues are worth telling: a missing or wrong field before an extra one. */
const rank = (issue: Issue) => (issue.code === 'unrecognized_keys' ? 1 : 0);

/**
 * One plain sentence for what was wrong with an input (the most useful issue),
 * e.g. "Titles can be up to 200 characters; the rest can go in the
 * description.", and the technical detail (fields and zod codes, never the
 * input itself, which may be thousands of characters).
 */
export function plainProblem(issues: readonly Issue[]): PlainProblem {
  const first = [...issues].sort((a, b) => rank(a) - rank(b))[0];
  const detail = issues
    .map((issue) => {
      const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
      const limit = issue.code === 'too_big' ? ` (maximum ${String(issue.maximum)})` : issue.code === 'too_small' ? ` (minimum ${String(issue.minimum)})` : '';
      return `${where}${issue.code}${limit}`;
    })
    .join('; ');
  return { sentence: first ? sentenceOf(first) : 'That request could not be read.', detail };
}
