/** Below this, a reported prompt is a test server's or a tiny one's, never a context window that cut it. */
const SMALLEST_WINDOW = 1024;
/** The estimate errs high by a few percent (see fixed-prompt-size.test.ts); a cut prompt comes back far shorter. */
const CUT_RATIO = 1.25;

/**
 * True when the server counted far fewer prompt tokens than were sent: it
 * dropped the start of the prompt to fit its context window (Ollama does so
 * silently).
 */
export function promptWasCut(estimatedTokens: number, reportedTokens: number | undefined): reportedTokens is number {
  return reportedTokens !== undefined && reportedTokens >= SMALLEST_WINDOW && estimatedTokens > reportedTokens * CUT_RATIO;
}

/** What the chat says when that happened, in words. */
export function promptCutMessage(reportedTokens: number): string {
  const window = Math.round(reportedTokens / 1024) * 1024 || reportedTokens;
  return `(The model server kept only the last ${reportedTokens.toLocaleString('en-US')} tokens of this conversation, so the model may have missed its instructions or earlier messages. Its window seems to be about ${window.toLocaleString('en-US')} tokens: from now on the history is cut to fit it. With Ollama, start it with OLLAMA_CONTEXT_LENGTH=8192 for more.)`;
}
