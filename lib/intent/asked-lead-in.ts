/**
 * "lmk what's due mon", "quick q: anything tonight?": a few words that only announce a question, before it. The
 * question after them is read on its own (and kept only when it is a question about the list).
 */
const LEAD_IN =
  /^(?:lmk|lemme know|let me know|pls let me know|please let me know|quick q(?:uestion)?|q|qq|quick one|real quick|just wondering|wondering|curious)\s*[,:;-]?\s+((?:what|what's|whats|which|when|anything|any|is there|are there|do i|have i|how many)\b.+)$/i;

export function withoutAskedLeadIn(body: string): string | undefined {
  const question = LEAD_IN.exec(body)?.[1];
  // "lmk what i have friday": the question said as its answer's clause is the question.
  return question?.replace(/^what\s+i(?:'ve|\s+have)?\s+(?:got|have)\b/i, 'what do i have');
}
