import { participleBase } from './past-tense';

/**
 * A thing that needs something done to it: "the birthday card needs posted by thurs", "car needs washed sat", "the bins
 * need taken out the night", "the gutters need to be cleared before winter", "the gas meter needs reading" is not one.
 * Said the Scottish, Irish or US Midland way ("needs washed") or in the passive ("needs to be washed"), the task is the
 * doing: "Post the birthday card", with the rest of the line (its day, its fields) after it. Only a participle whose base
 * is known (past-tense.ts); "the report needs moved to friday" (a change to a task) and "the car needs a service" (a
 * noun) are left to the other readers.
 */
const NEEDS_DONE =
  /^((?:(?:the|my|ma|our|his|her|their|this|that|these|those)\s+)?[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,5}?)\s+(?:needs|need|needing)\s+(?:to\s+(?:be|get)\s+|(?:being|getting)\s+)?([\p{L}]+(?:\s+(?:up|off|in|out|back|away|down|over|at))?)(?![\p{L}'])(.*)$/iu;
/** Words that open a request or a sentence about someone: not a thing's name ("remind me the car …", "i need …"). */
const NOT_A_THING = /^(?:remind|add|put|please|pls|can|could|would|will|i|we|you|he|she|they|it|who|what|which|there)\b/i;

/** The task the line says a thing needs ("post the birthday card by thurs"), or undefined when it says none. */
export function needsDoneAsTask(text: string): string | undefined {
  const match = NEEDS_DONE.exec(text.trim());
  if (!match || NOT_A_THING.test(match[1]!)) return undefined;
  // "needs taken out": the longest participle known, with its particle or without.
  const [thing, said, rest] = [match[1]!, match[2]!, match[3]!];
  const base = participleBase(said) ?? participleBase(said.split(/\s+/)[0]!);
  if (!base) return undefined;
  const tail = participleBase(said) ? rest : `${said.slice(said.split(/\s+/)[0]!.length)}${rest}`;
  return `${base} ${thing}${tail}`;
}
