import type { z } from 'zod';

export type TodoErrorCode = 'not_found' | 'invalid_input' | 'changed_since';

/** An error whose message is written for the user (and the model) to read. */
export class TodoError extends Error {
  constructor(
    readonly code: TodoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TodoError';
  }
}

export class TodoNotFoundError extends TodoError {
  constructor(readonly taskId: number) {
    super('not_found', `Task #${taskId} not found`);
    this.name = 'TodoNotFoundError';
  }
}

export class InvalidTodoInputError extends TodoError {
  constructor(message: string) {
    super('invalid_input', message);
    this.name = 'InvalidTodoInputError';
  }

  /** Turns zod's issues into one sentence a person can act on. */
  static fromZod(error: z.ZodError): InvalidTodoInputError {
    const parts = error.issues.map((issue) => issue.message);
    return new InvalidTodoInputError(`Invalid input: ${[...new Set(parts)].join('; ')}`);
  }
}

/** An undo refused because the task is no longer as the change left it: undoing would overwrite a newer change. */
export class TodoChangedError extends TodoError {
  constructor(
    readonly taskId: number,
    message: string,
  ) {
    super('changed_since', message);
    this.name = 'TodoChangedError';
  }
}
