/** The message of anything thrown: an Error's own message, anything else as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An error with its kind, for details a person may pass on: "QuotaExceededError: …"; anything else as text. */
export function namedErrorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
