/**
 * Links a task can hold: the page it came from. Only http and https are kept
 * (a `javascript:`, `data:` or `file:` link would run code or reach the disk
 * when clicked), and at most URL_MAX characters, the length browsers and
 * servers reliably handle.
 */
export const URL_MAX = 2048;

/** Why a link is refused, in one sentence; undefined when it is a link a task may hold. */
export function linkProblem(text: string): string | undefined {
  if (text.length > URL_MAX) return `The link must be at most ${URL_MAX.toLocaleString('en-US')} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'The link must be a web address starting with http:// or https://';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The link must start with http:// or https://';
  if (!url.hostname) return 'The link must name a site, like https://example.com/page';
  return undefined;
}

/** The site of a link, as people say it: the host name in lower case, without "www." ("github.com"). */
export function siteOf(url: string): string | undefined {
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
    return host.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

const IP_V4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Every name a site answers to in a search: "docs.github.com" is found by
 * "docs.github.com" and by "github.com" (never by "com" alone). An address
 * such as 127.0.0.1 is only itself.
 */
export function siteNames(site: string): string[] {
  if (IP_V4.test(site) || site.startsWith('[') || !site.includes('.')) return [site];
  const labels = site.split('.');
  const names: string[] = [];
  for (let start = 0; start <= labels.length - 2; start += 1) names.push(labels.slice(start).join('.'));
  return names;
}

/**
 * What a person typed for a site ("GitHub.com", "www.github.com",
 * "https://github.com/x/y") as the site it names, or undefined when it names none.
 */
export function siteFromInput(input: string): string | undefined {
  const text = input.trim().toLowerCase();
  if (!text) return undefined;
  const site = siteOf(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`);
  return site && /^[a-z0-9.\-[\]:]+$/.test(site) ? site : undefined;
}
