import { saysWhy } from './why-after-change';

/**
 * "the gutter job isn't that urgent actually, make it normal", "sanding isn't even p3, lower it to p4", "the tiles
 * aren't p2 anymore, make them p1 and due the 20th - the fitter needs them", "the cv update has no deadline... set it for
 * 30/4": the task named, what it is not (or has not), then the
 * change said of "it". What it is not only says why; the change after the comma is the task's, read as "X - make it …"
 * (dash-edit.ts). Why said after the change ("- the fitter needs them") is left off.
 */
const NOT_SO_THEN =
  /^(.{2,60}?)(?:\s+(?:isn'?t|is not|aren'?t|are not|is no longer|are no longer|has no|have no|doesn'?t have|don'?t have)|['’]s\s+not|['’]re\s+not)\b[^,;.…]*?(?:[,;]|\.{2,}|…)\s*((?:make|lower|raise|bump|set|drop|change|put|move|push)\s+(?:it|them)\b.+)$/i;

/** The change as "X - make it …", or undefined when the words are not said so. */
export function notSoThenChange(body: string): string | undefined {
  const said = NOT_SO_THEN.exec(body.trim());
  if (!said) return undefined;
  const change = said[2]!;
  const dash = /\s[-–—]\s+(?=\S)/.exec(change);
  const kept = dash && saysWhy(change.slice(dash.index + dash[0].length)) ? change.slice(0, dash.index) : change;
  return `${said[1]!.trim()} - ${kept.replace(/\s+and\s+(?=due\b)/i, ', ')}`;
}
