import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyImport, buildExport, exportText, IMPORT_TOOL, readExportFile, type ExportFile } from '@/lib/data';
import type { TodoDatabase } from '@/lib/db';
import { dataset, storeDataset, type Dataset } from '../data/arbitraries';
import { freshDb } from '../todos/support';

// A backup is safe to restore: Replace makes the database the file as an import reads it
// (checked and disarmed: approvals never arrive live, lib/data/disarm-import.ts), so
// export → import → export gives that file back, whatever was there before; and a second Merge of the same file
// changes nothing (nothing doubled, nothing renumbered).

const AT = new Date('2026-03-10T09:00:00.000Z');

async function stored(data: Dataset): Promise<TodoDatabase> {
  const db = freshDb();
  await storeDataset(db, data);
  return db;
}

function read(file: ExportFile): ExportFile {
  const result = readExportFile(exportText(file));
  if (!result.ok) throw new Error(result.problem.message);
  return result.file;
}

/** The file without the import's own audit entries (an import records itself in the Activity log). */
const withoutImports = (file: ExportFile): ExportFile => ({ ...file, audit: file.audit.filter((entry) => entry.toolName !== IMPORT_TOOL) });

describe('restoring a backup', () => {
  it('export → import (Replace) → export gives the same file, whatever the database held before', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, dataset, async (backup, meanwhile) => {
        const source = await stored(backup);
        const file = await buildExport(source, undefined, AT);
        const target = await stored(meanwhile);
        await applyImport(target, read(file), 'replace', AT);
        const again = await buildExport(target, undefined, AT);
        expect(again.audit.filter((entry) => entry.toolName === IMPORT_TOOL)).toHaveLength(1);
        expect(JSON.parse(exportText(withoutImports(again)))).toEqual(JSON.parse(exportText(read(file))));
        source.close();
        target.close();
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('a second Merge of the same file changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, dataset, async (backup, local) => {
        const source = await stored(backup);
        const file = read(await buildExport(source, undefined, AT));
        const target = await stored(local);
        await applyImport(target, file, 'merge', AT);
        const once = await buildExport(target, undefined, AT);
        await applyImport(target, file, 'merge', AT);
        const twice = await buildExport(target, undefined, AT);
        expect(exportText(withoutImports(twice))).toBe(exportText(withoutImports(once)));
        source.close();
        target.close();
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
