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

/** "phoned" → "phone", "replied to" → "reply to", "venmo'd" → "venmo"; undefined for a verb with no title form here. */
export function baseForm(verb: string): string | undefined {
  const said = verb.toLowerCase().replace(/\s+/g, ' ');
  // "venmo'd", "zelle'd": a past made from a name with an apostrophe, its base the name as typed.
  return BASE[said] ?? /^([a-z]{2,})'d$/.exec(said)?.[1];
}
