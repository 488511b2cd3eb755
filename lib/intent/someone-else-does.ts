/**
 * Why a task goes, said after a comma as who does it now or what is done instead: "ma doing it", "tom's handling
 * it", "the school's providing them", "priya cant do it anyway", "doing evite instead". A clause about other people
 * or another way, never a second task's name ("delete milk, eggs"), so a removal before it is of one task.
 */
const SOMEONE_DOING =
  /^(?:(?:my|our|the)\s+)?(?:\p{L}+(?:'s)?\s+){0,1}\p{L}+(?:'s|\s+is|\s+are|'re)?\s+(?:doing|handling|sorting|providing|covering|bringing|organi[sz]ing|supplying|taking care of)(?:\s+(?:it|them|that|those|one|(?:the\s+)?\p{L}+))?(?:\s+(?:now|instead|anyway|already|lol|this year|this time))*[\s!.]*$/iu;
const SOMEONE_CANT = /^(?:\p{L}+(?:'s)?\s+){1,2}(?:can'?t|cant|cannot|won'?t|wont|couldn'?t|couldnt)\s+(?:do|make|come|go|swap|cover)\b[^,;]{0,30}$/iu;
const INSTEAD = /^(?:doing|using|going with|getting|ordering|buying|making|sending)\s+[^,;]{2,30}\s+instead[\s!.]*$/iu;

export function saysSomeoneElseDoes(tail: string): boolean {
  const said = tail.trim();
  return SOMEONE_DOING.test(said) || SOMEONE_CANT.test(said) || INSTEAD.test(said);
}
