/**
 * Common typos and shorthands, fixed before anything else reads the text.
 * Each replacement keeps word boundaries, so titles keep their other words.
 */
const FIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2018\u2019]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
  [/\b(?:tommorow|tommorrow|tomorow|tomorro|tomrrow|tmrw|tmrow|tmr|2moro|2morrow)\b/gi, 'tomorrow'],
  [/\btonite\b/gi, 'tonight'],
  // "tomorrow's meeting", "tonights game": the day, not a possessive.
  [/\b(today|tomorrow|tonight)'?s\b/gi, '$1'],
  [/\b2day\b/gi, 'today'],
  [/\b(?:pls|plz|pleas|plese)\b/gi, 'please'],
  [/\b(?:delte|delet|dlete|deleet)\b/gi, 'delete'],
  [/\b(?:remvoe|rmove|remov)\b/gi, 'remove'],
  [/\b(?:shwo|shw|sho)\b/gi, 'show'],
  [/\blsit\b/gi, 'list'],
  [/\b(?:taks|tsks|tasjs|takss)\b/gi, 'tasks'],
  [/\b(?:taks|tsk|tak)\b/gi, 'task'],
  [/\b(?:compelte|complet|complte|compleet)\b/gi, 'complete'],
  [/\b(?:remnd|remidn|rmind)\b/gi, 'remind'],
  [/\b(?:wat|wht|waht)\b/gi, 'what'],
  [/\bwhats\b/gi, "what's"],
  [/\bto-do\b/gi, 'todo'],
  [/\bto do(?=\s*(?:list|lists|'s|s)\b)/gi, 'todo'],
  [/\btodo'?s\b/gi, 'todos'],
];

/** Trims, collapses spaces, drops closing punctuation and fixes typos. */
export function normalizeText(raw: string): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of FIXES) text = text.replace(pattern, replacement);
  return text.replace(/[\s.!?,;]+$/u, '').replace(/^[\s,]+/, '');
}
