import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createTodoInputSchema, plainProblem } from '@/lib/todos';

const problemOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return plainProblem(parsed.error.issues);
};

describe('plainProblem: one mapping from zod issues to a sentence a person can act on', () => {
  it('a title too long: says the limit and where the rest can go; the detail names the field and code, never the input', () => {
    const problem = problemOf(createTodoInputSchema, { title: 'x'.repeat(5000) });
    expect(problem.sentence).toBe('Titles can be up to 200 characters; the rest can go in the description.');
    expect(problem.detail).toBe('title: too_big (maximum 200)');
  });

  it('{"id": 14} instead of task_id: the task number is missing, not a JSON dump', () => {
    const problem = problemOf(z.strictObject({ task_id: z.number() }), { id: 14 });
    expect(problem.sentence).toBe('The task number is missing.');
    expect(problem.detail).toContain('unrecognized_keys');
  });

  it("keeps the schemas' own plain messages as sentences, and never shows zod's default wording", () => {
    expect(problemOf(createTodoInputSchema, { title: 'x', priority: 9 }).sentence).toBe('The priority must be from 1 (highest) to 4 (none).');
    expect(problemOf(z.object({ status: z.enum(['open', 'done']) }), { status: 'maybe' }).sentence).toBe('The status is not valid.');
  });
});
