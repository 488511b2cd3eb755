import { FOR_NOW, RELIEF_WORDS } from './done-for-now';
import type { Intent } from './intent-schema';

/*
 * Small talk: thanks, hello, goodbye, praise, "how are you". A short friendly
 * reply, never the help text and never a task.
 */
/** What a person calls the one they talk to, after a thanks or a hello ("thanks love", "good afternoon dear"). */
const ADDRESS = String.raw`buddy|mate|man|friend|assistant|hen|pal|love|luv|hun|hon|honey|honey ?bun|sweetheart|sweetie(?: pie)?|sugar|dearie|darlin'?|babe|doll|dear|darling|bud|chief|boss|yaar|yar|bhai|bro|dude|ji|da|re|x+|sunshine|gorgeous|petal|pet|chuck|duck|my (?:dear|love|darling|friend|man)`;

const CHAT: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:how'?s your (?:day|morning|week)(?: going)?|how was your day)$/i, 'Good, thanks! What would you like to do with your list?'],
  // "hey u there?", "you still there": checking the assistant is listening.
  [
    /^(?:(?:hi|hello|hey|yo|oi)[\s,]+)?(?:(?:are|r)\s+)?(?:you|u|ya|anyone|anybody|someone)\s+(?:still\s+)?(?:there|here|around|awake|on)[\s?!.]*$/i,
    "I'm here! What would you like to do with your list?",
  ],
  [
    new RegExp(
      String.raw`^(?:thanks|thank you|thank u|thanku|thx|ty|tysm|cheers|much appreciated|(?:i |really |i really )?appreciate (?:it|that|you|this)|thanks a lot|thanks heaps|thanks a million|thanks a mil|cheers a mil(?:lion)?|cheers for that|thanks so much|thank you so much|many thanks|ta)(?:\s+(?:a lot|so much|very much|again|lekker|shot|hey|${ADDRESS}))*(?:\s+for\s+(?:that|this|everything|all (?:that|this|of it)|(?:the|your|all the|all your) help|yesterday|earlier|today|last (?:night|week|time)))?(?:\s*[!.]+)?$`,
      'i',
    ),
    "You're welcome!",
  ],
  [
    new RegExp(
      String.raw`^(?:(?:hi|hello|hey|heya|hiya|howdy|yo|greetings|(?:good|gud|gd) (?:morning|mrng|afternoon|evening|day)|morning|afternoon|evening|mornin|gm)(?:[\s,]+(?:there|again|everyone|all|y'?all|${ADDRESS}))?[\s,!.]*)+$`,
      'i',
    ),
    'Hi! What would you like to do with your list?',
  ],
  [
    /^(?:(?:hi|hello|hey|heya|hiya|howdy|yo|alright|good (?:morning|afternoon|evening)|morning|evening)(?:\s+(?:there|mate|love|hun|pal))?[\s,!]+)?(?:how are you|how are ya|how r you|how's it going|how is it going|how have you been|how are things|how're you|how's you|hows you|how you doing|how's things|hows things|how's your day|what's up|sup|how do you do|you alright|you ok|you okay|you good|you well|are you ok(?:ay)?|are you well|are you good)(?:\s+(?:doing|today|doing today|mate|love|hun|pal))?[\s?!.]*$/i,
    "I'm good, thanks! What would you like to do with your list?",
  ],
  // "goodnight dear, talk tomorrow", "see you tomorrow": a goodbye and when to talk next.
  [
    new RegExp(
      String.raw`^(?:(?:(?:good|gud|gd) ?night|goodnight|night|bye|goodbye|cheers|thanks|ok|okay)(?:\s+(?:${ADDRESS}))?[\s,!.]+)?(?:talk|speak|see you|catch you|chat)(?:\s+(?:to|with)\s+(?:you|u))?\s+(?:tomorrow|tmrw|tmr|soon|later|in the morning|next week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)$|^(?:(?:good|gud|gd) ?night|goodnight|night|bye|goodbye)\s+(?:${ADDRESS})$`,
      'i',
    ),
    'Okay! I am here when you need me.',
  ],
  [
    /^(?:bye|goodbye|(?:good|gud|gd) ?nite|(?:good|gud|gd) night|goodnight|gudnight|night|nite|night night|nite nite|nighty night|g'?night|gn|sleep well|take care|have a good (?:one|night|day|evening|weekend)|catch you later|talk (?:to you )?later|see you|see ya|later|cya|ttyl|that's all|that is all|that's it|that'?s me(?: done)?(?: for (?:tonight|today|the (?:day|night|evening)|now))?|nothing else|all good|all set|i'm good|we're done)(?:\s+(?:for now|then|thanks|thank you))?$/i,
    'Okay! I am here when you need me.',
  ],
  // "night, heading to bed", "ok off to bed now", "right, i'm going to sleep": a goodbye said as where the person goes.
  [
    /^(?:(?:(?:good|gud|gd) ?night|goodnight|night|nite|gn|ok(?:ay)?|right|anyway|ok then|welp|alright)[\s,!.]+)*(?:i'?m\s+|i am\s+|me\s+)?(?:heading|going|off|gonna head|about to head|gonna go)\s+(?:to\s+)?(?:bed|sleep|crash)(?:\s+(?:now|then|lol|finally))*[\s!.]*$/i,
    'Okay! I am here when you need me.',
  ],
  // "i'm done for the night", "finished for the week thank god": the person stops, no task named (done-for-now.ts).
  [
    new RegExp(
      String.raw`^(?:(?:i'?m|i am|we'?re|we are|that'?s (?:me|us|it)|me)\s+)?(?:all\s+)?(?:done|finished|off|out|wrapped up)\s+${FOR_NOW}(?:[\s,!.]+(?:${RELIEF_WORDS}|finally|phew|whew|lol|yay))*[\s!.]*$`,
      'i',
    ),
    'Okay! I am here when you need me.',
  ],
  // "are you a real person?", "am i talking to a bot": what the assistant is.
  [
    /^(?:are|r) (?:you|u) (?:a |an )?(?:real |actual )?(?:person|human|bot|robot|ai|machine|computer|real)|^am i (?:talking|chatting|speaking) (?:to|with) (?:a |an )?(?:real |actual )?(?:person|human|bot|robot|ai|machine|computer)/i,
    "I'm not a person: I'm the assistant that keeps your todo list. What would you like to do with it?",
  ],
  // "ugh what a day", "what a shift": a sigh about the day.
  [
    /^(?:(?:ugh+|sigh|argh+|phew|omg|ffs|god|man|wow)[\s,!.]+)?what an? (?:(?:long|busy|mad|crazy|rough|hard|awful|horrible|nightmare|manic)\s+)?(?:day|week|night|shift|morning|evening|afternoon|one)$/i,
    'Sounds like a long day. Rest up! I am here when you need me.',
  ],
  // "ugh so tired after 3 12s in a row", "so tired today sian": a sigh about the day, no request in it.
  [
    /^(?:(?:ugh+|sigh|argh+|phew|omg|ffs|man|god)[\s,!.]+(?:(?:so+|i'?m|im|i am|really|very|totally|completely|absolutely|just|utterly)\s+)*|(?:(?:so+|i'?m|im|i am|feeling|really|very|totally|completely|absolutely|just|utterly)\s+)*)(?:tired|exhausted|knackered|shattered|wiped(?: out)?|dead|wrecked|beat|stressed|sore|drained|fried|zonked|pooped)(?:\s+(?:today|tonight|now|already|lah|leh|sian|sia|lol|man))*(?:\s+(?:after|from)\b[^,;]{0,30})?$/i,
    'Sounds like a long day. Rest up! I am here when you need me.',
  ],
  // "morning! well, my morning anyway": the greeting, and a remark on it.
  // "morning!! or afternoon actually lol", "hi, evening here already": the greeting corrected or placed.
  [
    /^(?:(?:well|or|oh|er+|um+)\s+)*(?:it'?s\s+)?(?:(?:my|your|good)\s+)?(?:morning|afternoon|evening|night|day)(?:\s+(?:anyway|at least|i guess|really|actually|technically|rather|here|there|now|already|by now|lol|haha+|lmao))*$/i,
    'Hi! What would you like to do with your list?',
  ],
  // "busy day ahead lol", "long week ahead": a remark on what is coming, no request in it.
  [
    /^(?:(?:a|another|such a)\s+)?(?:(?:really|very|so|super)\s+)?(?:long|busy|big|mad|crazy|hectic|full|packed|manic|rough|quiet|slow)\s+(?:day|week|night|shift|morning|weekend|one)\s+(?:ahead|coming|today|again)(?:\s+(?:lol|haha+|lmao|ugh))*$/i,
    'Sounds like a full one. I am here when you need me.',
  ],
  // "sorry for the late night spam", "apologies for all the messages", "soz about that": an apology for the talk itself.
  [
    /^(?:(?:so+|really|very)\s+)?(?:sorry|sry|soz|apologies|my apologies|i apologi[sz]e)(?:\s+(?:for|about)\s+(?:(?:the|all the|all|my|so many|these|those|that|this|all these|all those)\s+)?(?:[\p{L}'-]+\s+){0,3}(?:spam|spamming|messages|msgs|texts|questions|bother|bothering|trouble|mess|confusion|typos?|rambling|ranting|rant|delay|wait|noise|flood|back and forth|chaos|that|this|you|it))?$/iu,
    'No worries at all! What would you like to do with your list?',
  ],
  // "i really need to get my life together", "gotta sort myself out": a sigh about oneself, no task in it (what would it
  // be done by?). Only these sayings: "i need to sort the garage out" is a task.
  [
    /^(?:(?:i|we)\s+)?(?:(?:really|seriously|honestly|so|desperately|just|definitely|totally)\s+)*(?:need to|needa|gotta|got to|have to|must|should|wanna|want to|need 2)\s+(?:(?:really|seriously|actually|finally|just)\s+)*(?:get (?:my|our) (?:life|lives|act|shit|sh\*t|stuff|crap|head|sh\*\*) together|sort (?:my|our) (?:life|lives|head|shit) out|sort (?:myself|ourselves) out|pull (?:myself|ourselves) together|get a grip|get my head (?:straight|together|in the game))(?:\s+(?:lol|haha+|lmao|ffs|tbh|honestly|fr|man|ugh))*$/i,
    'One thing at a time! Tell me a task to add, or ask what is due today.',
  ],
  // "bless you dear", "god bless": thanks.
  [new RegExp(String.raw`^(?:(?:god\s+)?bless (?:you|u)|god bless)(?:\s+(?:${ADDRESS}))?$`, 'i'), "You're welcome!"],
  // "you're so clever", "that was quick", "you made my day", "you're too good", "you saved my life": praise in other words.
  [
    /^(?:you'?re|you are)\s+(?:so\s+|very\s+|really\s+|ever so\s+|such\s+|too\s+|just\s+too\s+)?(?:clever|smart|quick|fast|kind|sweet|lovely|helpful|patient|good|a good egg|a sweetheart|a treasure|a doll|an angel|a saint|a genius|a godsend|a dear|the goat)$|^that was (?:so\s+|very\s+|really\s+)?(?:quick|fast|easy|painless|simple|lovely|helpful|kind)$|^you(?:'ve| have)? (?:just\s+|totally\s+|really\s+|literally\s+)?(?:made|saved) my (?:day|morning|week|night|evening|life|bacon|skin|sanity)$|^what would i do without (?:you|u)$/i,
    'Glad to help!',
  ],
  // "you're smarter than my old phone", "you are way quicker than my secretary": praise said as a comparison.
  [
    /^(?:you'?re|you are)\s+(?:(?:way|much|so much|a lot|far|even|definitely|already)\s+)?(?:smarter|cleverer|quicker|faster|better|sharper|handier|more (?:organi[sz]ed|helpful|reliable|useful|patient))\s+than\s+(?:my|me|the|a|an|any|most|him|her|them|anyone|anybody|everyone)\b[^?]{0,40}$/i,
    'Glad to help!',
  ],
  [
    /^(?:cool|nice|great|awesome|perfect|excellent|sweet|lovely|wonderful|neat|amazing|brilliant|good job|nice one|well done|you're the best|you rock|love it|lol|ha|haha+|hehe|:\)|🙂|👍|ok cool|okay cool|ok great|ok thanks|okay thanks|ok thank you|got it|noted|makes sense|fair enough|you'?re (?:awesome|great|amazing|the best|a star|a lifesaver|so helpful|brilliant|fantastic|(?:such |a )?(?:a )?(?:big|great|huge|real) help)|good (?:bot|work|stuff)|nice work|great job|love you|that'?s (?:really |so |very |super |just )?(?:great|perfect|awesome|helpful|nice|cool|brilliant|brill|lovely|amazing|fab|fantastic|wonderful|ace|grand|spot on|handy|useful|great news|sweet(?: as)?|choice|mean|mint|good as gold)|sweet as|choice|chur|ka pai|good as gold|mean as|brill|fab|ace|spot on|that (?:helps|helped)|super|yay|woohoo|(?:(?:you'?re|you are|what)\s+(?:a|an)\s+)?(?:absolute\s+|total\s+|real\s+|such\s+a\s+)?(?:legend|champ|champion|star|hero|lifesaver|life saver|gem|rockstar|rock star|beauty|ripper))(?:[\s,!.]+(?:thanks|thank you|thx))?[\s!.]*$/i,
    'Glad to help!',
  ],
];

/** An emoji (or a run of them) with words after it: between two clauses ("payment bounced 😫 put it back"). */
export const EMOJI_BETWEEN = /\s*(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\s*)+\s(?=\S)/gu;

/** ":)", ";D", "<3", "^^", an emoji: a tone, not words. Trailing ones are dropped before reading the words. */
export const EMOTICONS = /(?:(?:^|\s+)(?:[:;=]['-]?[()DPpOo3/\\|*\][]+|<\/?3+|\^[_.]?\^|x[Dd])|\s*\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)+[\s!.]*$/u;
export function withoutEmoticons(text: string): string {
  return text.trim().replace(EMOTICONS, '').trim();
}

function one(line: string): string | undefined {
  return CHAT.find(([pattern]) => pattern.test(line))?.[1];
}

/** "cheers that's great", "hiya you alright": two pieces of small talk with no comma between them. */
function inTwo(line: string): string | undefined {
  const words = line.split(/\s+/);
  // The pieces as slices of the words joined once (not joined again for each cut).
  const joined = words.join(' ');
  let end = -1;
  for (let cut = 1; cut < words.length; cut += 1) {
    end += words[cut - 1]!.length + 1;
    const first = one(joined.slice(0, end));
    if (first && one(joined.slice(end + 1))) return first;
  }
  return undefined;
}

/** Small talk, said alone or a few pieces of it together ("thanks, that's all", "lol nice"). */
export function matchChat(text: string): Extract<Intent, { kind: 'chat' }> | undefined {
  // "you're a lifesaver honestly", "lol ok": a word of emphasis or an ok at the end changes nothing.
  const line = withoutEmoticons(text)
    .replace(/\b(?:ur|youre|u r)\b/gi, "you're")
    .replace(/[\s!.]+$/, '')
    // "haha ok là": a filler word ("là", Québec's "there") or two at the end; "talaga", "sobra": Tagalog's "really"; "ah", "eh", "lah": a tone.
    .replace(/(?<=\S)(?:[\s,]+(?:honestly|really|tbh|seriously|truly|fr|ok|okay|k|là|la|talaga|tlga|tlaga|sobra|lah|ah|eh))+$/i, '')
    // "thanks yaar", "gud night bhai", "you're too good da": a word for the person spoken to at the end.
    .replace(/(?<=\S)[\s,]+(?:yaar|yar|bhai|bro|dude|ji|boss|da|mate)$/i, '')
    // "night night x": a kiss at the end; "ok cheers", "right thanks": a word to begin on.
    .replace(/(?<=\S)\s+(?:x{1,3}|xo+x*)$/i, '')
    .replace(/^(?:ok|okay|right|well|so|aye|oh|aw+|ah)[\s,]+(?=\S)/i, '');
  // "you're a lifesaver today honestly", "sorry for the spam haha": when, and a laugh, at the end change nothing either
  // (tried second: "long day today" and "done for today" say them as their own words).
  const untimed = line.replace(/(?<=\S)(?:[\s,]+(?:honestly|really|tbh|seriously|truly|fr|today|tonight|again|as always|as usual|lately|haha+|hehe+|lol|lmao))+$/i, '');
  const whole = one(line) ?? inTwo(line) ?? (untimed !== line ? (one(untimed) ?? inTwo(untimed)) : undefined);
  if (whole) return { kind: 'chat', reply: whole };
  const parts = line
    .split(/[\s]*[,!.;]+[\s]*|\s+(?=(?:thanks|thank you|nice|cool|great|lol|that's all|that'?s me|bye|you're|appreciate|cheers|night|have a good)\b)/i)
    // "well", "anyway" between the pieces say nothing by themselves.
    .filter((part) => part && !/^(?:well|so|anyway|right|ok|okay)$/i.test(part));
  const replies = parts.map((part) => one(part) ?? inTwo(part));
  return parts.length > 0 && replies.every(Boolean) ? { kind: 'chat', reply: replies[0]! } : undefined;
}
