/**
 * Numbers said as words, as the parser's patterns admit them: "two days", "a couple of weeks",
 * "forty-five minutes", "every second week". One table for all of them; each pattern lets through
 * only the words it means, so a word here is read the same way wherever it is accepted.
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  second: 2,
  couple: 2,
  'a couple': 2,
  'a couple of': 2,
  three: 3,
  third: 3,
  few: 3,
  'a few': 3,
  four: 4,
  fourth: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  half: 0.5,
};

/** The number a word says ("two", "a couple of"), or undefined when it says none. */
export const numberFromWord = (word: string): number | undefined => NUMBER_WORDS[word.toLowerCase()];
