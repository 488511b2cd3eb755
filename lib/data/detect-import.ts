/** What a chosen file is, read from its first characters. */
export type ImportKind = { kind: 'export' } | { kind: 'todoist' } | { kind: 'neither'; message: string; next: string };

const NEXT = 'Choose a file that Todo Assistant exported (Settings → Your data → Export, a .json file) or a Todoist project’s CSV export.';

/**
 * Tells a Todo Assistant export (JSON) from a Todoist project CSV (a header
 * with TYPE and CONTENT) from anything else, in words, before either reader
 * runs: so a JSON file never reads as "Row 1 has no commas".
 */
export function detectImportKind(head: string): ImportKind {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text === '') return { kind: 'neither', message: 'This file is empty, so there is nothing to import.', next: NEXT };
  if (text.startsWith('{')) return { kind: 'export' };
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const names = firstLine.split(',').map((name) => name.trim().replace(/^"|"$/g, '').toUpperCase());
  if (names.includes('TYPE') && names.includes('CONTENT')) return { kind: 'todoist' };
  const shown = firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine;
  const why = text.startsWith('[')
    ? 'it is JSON, but not an export of Todo Assistant'
    : firstLine.includes(',')
      ? `it is a table whose first line is “${shown}”, and a Todoist CSV starts with the columns TYPE and CONTENT`
      : 'it is neither JSON nor a table of comma-separated columns';
  return { kind: 'neither', message: `This file is neither a Todo Assistant export nor a Todoist CSV: ${why}.`, next: NEXT };
}
