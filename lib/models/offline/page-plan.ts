import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { parseQuickAdd, type ParseOptions } from '../../intent';
import { TITLE_MAX } from '../../todos/schemas';
import { truncate } from '../../util/truncate';
import { siteFromInput, siteOf } from '../../util/page-link';
import { pageInSystemText, type PromptPage } from '../page-section';

/** The page this turn refers to, as the agent put it in the system prompt (only in that turn). */
export function pageInPrompt(prompt: LanguageModelV4Prompt): PromptPage | undefined {
  return pageInSystemText(prompt.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n'));
}

export type PagePlan = { type: 'tool-call'; toolName: 'add_task' | 'list_tasks'; input: Record<string, unknown> };

/** The words that stand for the page in a message. */
const REFERENCE =
  /\b(?:(?:this|that|the\s+current|the\s+open|current)\s+(?:page|site|website|web\s*page|article|post|link|tab|url|video|email|e-mail|mail|thread|product|recipe|story|doc|document|repo|issue|pr|pull\s+request)|this|it)\b/i;
const COMMAND =
  /^\s*(?:please\s+)?(?:remind\s+me\s+(?:to\s+|about\s+|of\s+)?|add\s+|save\s+|keep\s+|bookmark\s+|don'?t\s+let\s+me\s+forget\s+(?:to\s+)?|(?:i\s+)?(?:need|have|want)\s+to\s+)?/i;
/** "… to my shopping list": the list's name becomes a tag. */
const TO_LIST = /\s+(?:to|on|in)\s+(?:my|the)\s+([\p{L}\p{N}-]+)\s+list\b/iu;
const LEFTOVER = /^(?:for\s+later|later|for\s+me|please|as\s+a\s+task|to\s+my\s+tasks|to\s+my\s+list)$/i;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A word quick-add leaves alone, standing for the page while the dates are read. */
const PLACEHOLDER = 'PAGEREF';
const TIME_AFTER = /^\s+(?:week(?:end)?|morning|afternoon|evening|night|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/** The message with the words that mean the page ("this", "this page", "it") as PLACEHOLDER; "this friday" stays a date. */
function markReference(text: string): string | undefined {
  const pattern = new RegExp(REFERENCE.source, 'gi');
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (/^this$/i.test(match[0]) && TIME_AFTER.test(text.slice(end))) continue;
    return `${text.slice(0, match.index)}${PLACEHOLDER}${text.slice(end)}`;
  }
  return undefined;
}

/**
 * The offline tier's task for a message about the page ("add this page",
 * "remind me about this tomorrow", "remind me to read this tonight"): dates,
 * priority and tags are read as quick-add reads them; the title is the
 * page's title, or the person's words with the page's title for "this"
 * ("Read “How to…”"); the task carries the page's link.
 */
export function pageTask(text: string, page: PromptPage, options: ParseOptions): PagePlan | undefined {
  const marked = markReference(text);
  if (!marked) return undefined;
  let words = marked.replace(COMMAND, '');
  const list = TO_LIST.exec(words);
  if (list) words = words.replace(TO_LIST, '');
  const fields = parseQuickAdd(words, options);
  const name = page.title ?? page.url;
  const rest = (fields.title ?? '').replace(/[.!?]+$/, '').trim();
  const others = rest.replace(new RegExp(`\\s*${PLACEHOLDER}\\s*`, 'i'), ' ').trim();
  const onlyTheReference = others === '' || LEFTOVER.test(others);
  const title = onlyTheReference ? name : capitalised(rest.replace(new RegExp(PLACEHOLDER, 'i'), `“${name}”`));
  const tags = [...(fields.tags ?? []), ...(list?.[1] ? [list[1].toLowerCase()] : [])];
  return {
    type: 'tool-call',
    toolName: 'add_task',
    input: {
      title: truncate(title, TITLE_MAX),
      ...(fields.dueAt ? { dueAt: fields.dueAt } : {}),
      ...(fields.priority ? { priority: fields.priority } : {}),
      ...(tags.length ? { tags: [...new Set(tags)] } : {}),
      ...(fields.recurrence ? { recurrence: fields.recurrence } : {}),
      url: page.url,
    },
  };
}

const THIS_SITE = /\b(?:from|on|at|of)\s+this\s+(?:site|website|domain|page)\b/i;
const NAMED_SITE = /\b(?:show|list|find|what|which|any|see)\b.*\b(?:tasks?|todos?|saved?|links?|pages?)\b.*?\b(?:from|on|at)\s+((?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,})\b/i;

/**
 * "show tasks from github.com", "what did I save from this site?": every
 * task (done ones too) linked to that site, through list_tasks' site filter.
 */
export function siteListing(text: string, page: PromptPage | undefined): PagePlan | undefined {
  const named = NAMED_SITE.exec(text)?.[1];
  const site = named ? siteFromInput(named) : page && THIS_SITE.test(text) ? siteOf(page.url) : undefined;
  return site ? { type: 'tool-call', toolName: 'list_tasks', input: { status: 'all', site } } : undefined;
}
