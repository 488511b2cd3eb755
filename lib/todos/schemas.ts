import { z } from 'zod';
import { InvalidTodoInputError } from './errors';
import { loadRecurrence, loadedRecurrence, type RecurrenceRules } from './recurrence-script';
import { linkProblem, siteFromInput } from '../util/page-link';
import { isTimeZone } from '../time/zoned-time';

/**
 * Limits in "characters" as a string's `length` counts them: UTF-16 code units,
 * the unit of zod's `.max()` and of the HTML `maxLength` attribute. An emoji
 * counts 2 (or more). Text is shortened to fit by lib/util/truncate, which
 * counts the same way and never splits a character.
 */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * True for an ISO 8601 date or date-time that names a real moment: the month,
 * day (leap years included), hour, minute and offset must all exist, so
 * `2026-02-30` or `2026-13-45` are refused rather than silently shifted.
 */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, mo, d, h = '0', mi = '0', s = '0', oh = '0', om = '0'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return false;
  if (Number(oh) > 14 || Number(om) > 59) return false;
  return !Number.isNaN(Date.parse(value));
}

export const titleSchema = z
  .string({ error: 'The title must be text' })
  .trim()
  .min(1, 'The title cannot be empty')
  .max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters`);

export const descriptionSchema = z.string({ error: 'The description must be text' }).trim().max(DESCRIPTION_MAX, `The description must be at most ${DESCRIPTION_MAX} characters`);

export const prioritySchema = z
  .number({ error: 'The priority must be a number from 1 (highest) to 4 (none)' })
  .int('The priority must be a whole number from 1 to 4')
  .min(1, 'The priority must be from 1 (highest) to 4 (none)')
  .max(4, 'The priority must be from 1 (highest) to 4 (none)')
  .transform((value) => value as 1 | 2 | 3 | 4);

export const dueAtSchema = z.string({ error: 'The due date must be an ISO 8601 date, like 2026-03-10 or 2026-03-10T09:30:00+01:00' }).trim().refine(isValidIsoDate, {
  message: 'The due date must be a valid ISO 8601 date, like 2026-03-10 or 2026-03-10T09:30:00+01:00',
});

export const tagSchema = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#/, '').toLowerCase())
  .pipe(z.string().min(1, 'A tag cannot be empty').max(40, 'A tag must be at most 40 characters'));

export const tagsSchema = z
  .array(tagSchema, { error: 'Tags must be a list of words' })
  .max(20, 'A task can have at most 20 tags')
  .transform((tags) => [...new Set(tags)]);

const NOT_A_RULE = 'The recurrence must be an RRULE without DTSTART, like FREQ=WEEKLY;BYDAY=MO or FREQ=DAILY;COUNT=5';

/** What a synchronous parse says while the rules are not loaded: it cannot wait for them. */
export const RECURRENCE_NOT_LOADED = 'The rules of repeating tasks are still loading, so nothing was changed; try again in a moment.';

/**
 * How a task repeats: an RFC 5545 RRULE without DTSTART, stored in its normal form. Read by the
 * rules' script: at once when it is loaded (a tool call loads it first), otherwise after loading
 * it, which only an async parse (the AI SDK's check of a model's call) can wait for. A synchronous
 * parse before then gets one sentence (RECURRENCE_NOT_LOADED) rather than zod's throw about a
 * promise in a synchronous parse.
 */
export const recurrenceSchema = withoutSyncWait(
  z
    .string({ error: 'The recurrence must be an RRULE, like FREQ=WEEKLY;BYDAY=MO' })
    .trim()
    .transform((rule, ctx) => {
      const normalize = (rules: RecurrenceRules) => {
        const normal = rules.normalizeRule(rule);
        if (normal === undefined) {
          ctx.addIssue({ code: 'custom', message: NOT_A_RULE });
          return z.NEVER;
        }
        return normal;
      };
      const loaded = loadedRecurrence();
      if (loaded) return normalize(loaded);
      return loadRecurrence().then(normalize, (error: unknown) => {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      });
    }),
);

/**
 * The schema, except that a synchronous parse while the rules are not loaded ends with
 * RECURRENCE_NOT_LOADED as its issue instead of running the transform (which would hand zod a
 * promise it throws on). zod tells a schema whether the parse is async only in `_zod.run`'s context.
 */
function withoutSyncWait<T extends z.ZodType>(schema: T): T {
  const run = schema._zod.run.bind(schema._zod);
  schema._zod.run = (payload, ctx) => {
    if (ctx.async || loadedRecurrence()) return run(payload, ctx);
    payload.issues.push({ code: 'custom', message: RECURRENCE_NOT_LOADED, input: payload.value });
    return payload;
  };
  return schema;
}

/** An IANA time zone the runtime knows, like Europe/Paris. */
export const timeZoneSchema = z
  .string({ error: 'The time zone must be an IANA name, like Europe/Paris' })
  .trim()
  .refine(isTimeZone, { message: 'The time zone must be an IANA name, like Europe/Paris' });

/** How long before the due time to remind, in minutes (0: at the due time; at most 4 weeks). */
export const remindBeforeSchema = z
  .number({ error: 'The reminder must be a number of minutes before the due time, like 30' })
  .int('The reminder must be a whole number of minutes, like 30')
  .min(0, 'The reminder must be 0 (at the due time) or more minutes before it')
  .max(40_320, 'The reminder can be at most 4 weeks (40320 minutes) before the due time');

/** The page a task came from: an http(s) link of at most 2,048 characters (lib/util/page-link). */
export const urlSchema = z
  .string({ error: 'The link must be a web address starting with http:// or https://' })
  .trim()
  .superRefine((url, ctx) => {
    const problem = linkProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The title of the page the link leads to, as the browser gave it (shown as the link's text). */
export const urlTitleSchema = z.string({ error: 'The page title must be text' }).transform((title) => title.replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX).trim());

export const taskIdSchema = z.coerce
  .number({ error: 'The task id must be a number, like 3' })
  .int('The task id must be a whole number, like 3')
  .positive('The task id must be a positive number, like 3');

export const createTodoInputSchema = z.object({
  title: titleSchema,
  description: descriptionSchema.optional(),
  dueAt: dueAtSchema.optional(),
  priority: prioritySchema.optional(),
  tags: tagsSchema.optional(),
  recurrence: recurrenceSchema.optional(),
  /** The zone of the recurrence; the user's own when absent. */
  timeZone: timeZoneSchema.optional(),
  remindBefore: remindBeforeSchema.optional(),
  url: urlSchema.optional(),
});
export type CreateTodoInput = z.input<typeof createTodoInputSchema>;

/** What the extension's own callers (menus, quick-add, the turn's page) may add: the link's page title too. */
export const createTodoRecordSchema = createTodoInputSchema.extend({ urlTitle: urlTitleSchema.optional() });
export type CreateTodoRecord = z.input<typeof createTodoRecordSchema>;

export const todoChangesSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  /** `null` removes the due date. */
  dueAt: dueAtSchema.nullable().optional(),
  priority: prioritySchema.optional(),
  tags: tagsSchema.optional(),
  /** `null` stops the repetition. */
  recurrence: recurrenceSchema.nullable().optional(),
  timeZone: timeZoneSchema.optional(),
  /** `null` goes back to the default reminder of the settings. */
  remindBefore: remindBeforeSchema.nullable().optional(),
  /** `null` removes the link. */
  url: urlSchema.nullable().optional(),
});
export type TodoChanges = z.input<typeof todoChangesSchema>;

const DAY = /^\d{4}-\d\d-\d\d$/;
const DUE_SPANS = ['today', 'tomorrow', 'this_week', 'overdue', 'none'] as const;
const COMPLETED_SPANS = ['today', 'yesterday', 'this_week'] as const;

/**
 * A named span or one day as an ISO date ("2026-11-27"), as one plain string in the JSON schema the
 * model reads (the tool's description names the spans), so the schemas stay small.
 */
function spanOrDay<const T extends readonly string[]>(spans: T) {
  return z
    .string()
    .refine((value) => spans.includes(value) || (DAY.test(value) && isValidIsoDate(value)), { message: `Use ${spans.join(', ')} or a day like 2026-11-27` })
    .transform((value) => value as T[number] | `${number}-${number}-${number}`);
}
const rangeSchema = z.object({ from: dueAtSchema.optional(), to: dueAtSchema.optional() });

/** A named span, `{from, to}` (to exclusive), or one day as an ISO date ("2026-11-27"). */
export const dueFilterSchema = z.union([spanOrDay(DUE_SPANS), rangeSchema]);
export type DueFilter = z.infer<typeof dueFilterSchema>;

/** When a task was completed: a named day, one day as an ISO date, or `{from, to}` (to exclusive). */
export const completedFilterSchema = z.union([spanOrDay(COMPLETED_SPANS), rangeSchema]);
export type CompletedFilter = z.infer<typeof completedFilterSchema>;
/** A site as people name it ("github.com", "www.GitHub.com", a link to it): its host name without "www.". */
export const siteSchema = z
  .string({ error: 'The site must be a name like github.com' })
  .max(300, 'The site must be a name like github.com')
  .transform((input, ctx) => {
    const site = siteFromInput(input);
    if (!site) {
      ctx.addIssue({ code: 'custom', message: 'The site must be a name like github.com' });
      return z.NEVER;
    }
    return site;
  });

export const listTodosInputSchema = z.object({
  status: z.enum(['all', 'pending', 'completed']).default('pending'),
  query: z.string().trim().max(TITLE_MAX).optional(),
  tag: tagSchema.optional(),
  /** Several tags: a task with any of them (`tagMode` all: with every one). */
  tags: z.array(tagSchema).optional(),
  tagMode: z.enum(['any', 'all']).optional(),
  /** One priority or several (1 highest … 4 none). */
  priority: z.union([prioritySchema, z.array(prioritySchema)]).optional(),
  /** Tasks linked to this site or a part of it ("github.com" finds docs.github.com too). */
  site: siteSchema.optional(),
  due: dueFilterSchema.optional(),
  /** Completed on a day or in a range; implies status completed unless status is all. */
  completed: completedFilterSchema.optional(),
  /** Only tasks that repeat (true) or only one-off tasks (false). */
  repeating: z.boolean().optional(),
  /** Only tasks with at least one tag (true) or with none (false). */
  tagged: z.boolean().optional(),
  limit: z.number().int().min(1).max(500).optional(),
});
export type ListTodosInput = z.input<typeof listTodosInputSchema>;

/** Parses with a schema, turning failures into an error the user can read. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw InvalidTodoInputError.fromZod(result.error);
  return result.data;
}
