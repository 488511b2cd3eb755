/** An error a tool reports to the model or the user as a plain sentence. */
export class ToolExecutionError extends Error {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ToolExecutionError';
  }
}
