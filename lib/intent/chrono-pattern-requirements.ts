// Written by `node --experimental-strip-types scripts/chrono-requirements.ts` (build/chrono-requirements.ts): do not edit.
// What each of chrono's patterns needs in a text before it is run (lib/util/prefiltered-regexp.ts).
export const CHRONO_PATTERN_REQUIREMENTS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'i:143:1g080xp': [['-']],
  'i:215:1vi64d8': [['this', 'last', 'past', 'next', 'after']],
  'i:314:1iaj21i': [['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'weekend', 'weekday']],
  'i:39:1mgdb5d': [['/']],
  'i:56:565sqn': [['month'], ['last', 'end']],
  'i:808:11wwn5w': [['ago', 'before', 'earlier']],
  'i:814:1h9n7x3': [['this', 'last', 'past', 'next', 'after', '+', '-']],
  'i:837:1yip1qx': [['later', 'after', 'from now', 'henceforth', 'forward', 'out']],
  'i:84:5n8bxx': [['morning', 'evening', 'night', 'midday', 'noon']],
  'i:85:1o0gaj3': [['now', 'today', 'tomorrow', 'overmorrow', 'tmr', 'yesterday', 'night']],
};
