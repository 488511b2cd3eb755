import { errorMessage, isRecord } from '../util';
import { EXPORT_FORMAT, EXPORT_VERSION, exportSchema, LIMITS, type ExportFile } from './export-format';
import { checkReferences } from './check-references';
import { disarmImport } from './disarm-import';
import { findHostileValue } from './hostile-keys';
import { describePath, NOTHING_CHANGED, problemFromZod, rowIdAt, type ImportProblem } from './import-problem';
import { findHostileValueInSlices, parseExportInSlices } from './read-in-slices';
import { READABLE_VERSIONS, upgradeExport } from './upgrade-export';

export type ReadExportResult = { ok: true; file: ExportFile; upgradedFrom?: number } | { ok: false; problem: ImportProblem };

const refuse = (message: string, next: string = NOTHING_CHANGED, details?: string): ReadExportResult => ({
  ok: false,
  problem: { message, next, ...(details ? { details } : {}) },
});

export const tooLargeMessage = (bytes: number, max: number) =>
  `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB, more than the ${Math.round(max / 1024 / 1024)} MB an import may be.`;

/**
 * Reads an export file's text into the current format, or says in one
 * sentence why it cannot be imported. Nothing here writes: the caller writes
 * only what comes back `ok`. The checks run in order: size, JSON, hostile keys
 * and depth, format and version (a newer one is refused), the schema of that
 * version, the upgrade chain, the current schema, then
 * ids used twice and rows of a conversation the file does not hold; what
 * passes is disarmed (approvals, calls without a result, outside references).
 */
export function readExportFile(text: string): ReadExportResult {
  const steps = readSteps(text, false);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Waits for the next task, so the page paints and answers input in between: scheduler.yield where there is one (no 4 ms clamp). */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/** The longest stretch of checking between two pauses: under the 50 ms a click may wait unnoticed. */
export const SLICE_MS = 30;

export interface SliceOptions {
  /** Awaited between slices (the next task by default). */
  pause?: () => Promise<void>;
  /** Milliseconds, for SLICE_MS (performance.now by default; tests pass their own). */
  clock?: () => number;
}

/**
 * readExportFile, with the checks that walk every row (hostile keys, the
 * schema) done a slice of rows at a time, pausing once SLICE_MS have passed
 * since the last pause: the panel stays responsive while a large file is
 * read. The same result as readExportFile for every file (read-in-slices.ts).
 */
export async function readExportFileInSlices(text: string, options: SliceOptions = {}): Promise<ReadExportResult> {
  const { pause = nextTask, clock = () => performance.now() } = options;
  const steps = readSteps(text, true);
  let since = clock();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (clock() - since < SLICE_MS) continue;
    await pause();
    since = clock();
  }
}

function* readSteps(text: string, sliced: boolean): Generator<void, ReadExportResult> {
  if (text.length > LIMITS.fileBytes) return refuse(tooLargeMessage(text.length, LIMITS.fileBytes), 'Nothing was changed: import a file exported by Todo Assistant.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return refuse(
      'The file is not a complete Todo Assistant export: it is not valid JSON (it may be cut short or damaged).',
      'Nothing was changed: export the file again from Todo Assistant and import the new one.',
      errorMessage(error),
    );
  }
  if (!isRecord(parsed)) return refuse('The file is not a Todo Assistant export: it holds no export object.', 'Nothing was changed: choose a file exported by Todo Assistant.');
  const hostile = sliced ? yield* findHostileValueInSlices(parsed) : findHostileValue(parsed);
  if (hostile) {
    const where = describePath(hostile.path, rowIdAt(parsed, hostile.path));
    return refuse(`${where.charAt(0).toUpperCase()}${where.slice(1)} ${hostile.reason}, so the file was refused.`);
  }
  if (parsed.format !== EXPORT_FORMAT) {
    return refuse(
      `The field "format" is not "${EXPORT_FORMAT}", so this is not a Todo Assistant export.`,
      'Nothing was changed: choose a file exported by Todo Assistant (Settings → Export).',
    );
  }
  const version = parsed.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuse('The field "version" must be a whole number from 1, so the file cannot be read.');
  }
  if (version > EXPORT_VERSION) {
    return refuse(
      `The field "version" is ${version}: the file comes from a newer Todo Assistant, and this one reads versions up to ${EXPORT_VERSION}.`,
      'Nothing was changed: update the extension, then import the file again.',
    );
  }
  if (!READABLE_VERSIONS.includes(version)) return refuse(`The field "version" is ${version}, which this Todo Assistant cannot read.`);
  const upgraded = upgradeExport(parsed, version);
  if (!upgraded.ok) return { ok: false, problem: problemFromZod(upgraded.error, upgraded.input) };
  const result = sliced ? yield* parseExportInSlices(upgraded.value) : exportSchema.safeParse(upgraded.value);
  if (!result.success) return { ok: false, problem: problemFromZod(result.error, upgraded.value) };
  const broken = checkReferences(result.data);
  if (broken) return { ok: false, problem: broken };
  // Valid is not trusted: nothing in the file may approve, undo or instruct (disarm-import.ts).
  return { ok: true, file: disarmImport(result.data), ...(version < EXPORT_VERSION ? { upgradedFrom: version } : {}) };
}
