/**
 * "lmk what's due mon", "quick q: anything tonight?", "hey, quick one before i head in - what's on sun": a greeting
 * and a few words that only announce a question (and when it is asked), before it. The
 * question after them is read on its own (and kept only when it is a question about the list).
 */
const LEAD_IN =
  /^(?:(?:hi|hey|heya|hiya|hello|yo|morning|evening|g'?day|oi)(?:\s+(?:there|mate|again))?\s*[,!.:;-]+\s*)?(?:lmk|lemme know|let me know|pls let me know|please let me know|quick q(?:uestion)?|q|qq|quick one|real quick|just wondering|wondering|curious|just checking|checking)(?:\s+(?:before|b4)\s+(?:i\s+)?\p{L}+(?:\s+\p{L}+){0,2}?)?\s*[,:;-]?\s+((?:what|what's|whats|which|when|anything|any|is there|are there|do i|have i|how many)\b.+)$/iu;

export function withoutAskedLeadIn(body: string): string | undefined {
  const question = LEAD_IN.exec(body)?.[1];
  // "lmk what i have friday": the question said as its answer's clause is the question.
  return question?.replace(/^what\s+i(?:'ve|\s+have)?\s+(?:got|have)\b/i, 'what do i have');
}
