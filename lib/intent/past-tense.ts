/**
 * A task's verb said in the past ("phoned dad", "replied to the refund woman") and the form a task's
 * title uses ("Phone dad …", "Reply to …"), so the words name that task and not every task about dad.
 */
const BASE: Record<string, string> = {
  bought: 'buy',
  paid: 'pay',
  called: 'call',
  rang: 'ring',
  phoned: 'phone',
  did: 'do',
  made: 'make',
  sent: 'send',
  posted: 'post',
  mailed: 'mail',
  emailed: 'email',
  texted: 'text',
  messaged: 'message',
  booked: 'book',
  'picked up': 'pick up',
  'dropped off': 'drop off',
  cleaned: 'clean',
  washed: 'wash',
  returned: 'return',
  renewed: 'renew',
  submitted: 'submit',
  filed: 'file',
  fixed: 'fix',
  collected: 'collect',
  'handed in': 'hand in',
  replied: 'reply',
  'replied to': 'reply to',
  'topped up': 'top up',
  watched: 'watch',
  visited: 'visit',
  attended: 'attend',
};

/**
 * More past participles, for what a thing "needs" ("needs posted", "needs done": needs-done.ts). Kept apart from the
 * verbs above, which name a task said done ("laundry done" names "Laundry", not "Do laundry").
 */
const PARTICIPLE_BASE: Record<string, string> = {
  signed: 'sign',
  emptied: 'empty',
  ironed: 'iron',
  sorted: 'sort',
  'sorted out': 'sort out',
  done: 'do',
  'taken out': 'take out',
  'put out': 'put out',
  'brought in': 'bring in',
  hoovered: 'hoover',
  vacuumed: 'vacuum',
  hung: 'hang',
  'hung up': 'hang up',
  cut: 'cut',
  mowed: 'mow',
  mown: 'mow',
  painted: 'paint',
  serviced: 'service',
  printed: 'print',
  checked: 'check',
  replaced: 'replace',
  repaired: 'repair',
  'filled in': 'fill in',
  'filled out': 'fill out',
  changed: 'change',
  watered: 'water',
  fed: 'feed',
  tidied: 'tidy',
  'tidied up': 'tidy up',
  cleared: 'clear',
  'cleared out': 'clear out',
  defrosted: 'defrost',
  ordered: 'order',
  sharpened: 'sharpen',
  tested: 'test',
  updated: 'update',
  written: 'write',
  wrapped: 'wrap',
  packed: 'pack',
  folded: 'fold',
  'looked at': 'look at',
};

/** "phoned" → "phone", "replied to" → "reply to", "venmo'd" → "venmo"; undefined for a verb with no title form here. */
export function baseForm(verb: string): string | undefined {
  const said = verb.toLowerCase().replace(/\s+/g, ' ');
  // "venmo'd", "zelle'd": a past made from a name with an apostrophe, its base the name as typed.
  return BASE[said] ?? /^([a-z]{2,})'d$/.exec(said)?.[1];
}

/** "posted" → "post", "taken out" → "take out", "done" → "do": the base of a past participle; undefined for one not here. */
export function participleBase(verb: string): string | undefined {
  const said = verb.toLowerCase().replace(/\s+/g, ' ');
  return BASE[said] ?? PARTICIPLE_BASE[said];
}
