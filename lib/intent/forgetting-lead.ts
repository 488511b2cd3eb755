/**
 * "i keep forgetting", "i always forget", "don't let me forget", "lemme not forget": the words that say a task keeps
 * slipping the person's mind. What follows ("to renew the card", "about the rent") is a task they want kept: an add,
 * never a change of a task that looks like it. One source for the readers that must agree on it (the dash edit steps
 * aside for it, the day-after-task reader turns it into an add).
 */
export const FORGETTING_LEAD = String.raw`i\s+(?:keep|always|often|tend to|usually)\s+(?:forgetting|forget)|(?:don'?t|do not)\s+let me forget|(?:lemme|let me)\s+not\s+forget`;
