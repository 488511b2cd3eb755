import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyImport, buildExport, exportText, IMPORT_TOOL, readExportFile, type ExportFile } from '@/lib/data';
import type { Memory } from '@/lib/db';
import { freshDb } from '../todos/support';
import { disarmImport } from '@/lib/data/disarm-import';
import { dataset, storeDataset } from './arbitraries';

/** A stored memory as the export writes it: its 32-bit vector as plain numbers. */
const withPlainVector = ({ embedding, ...memory }: Memory): ExportFile['memories'][number] =>
  embedding ? { ...memory, embedding: { model: embedding.model, vector: Array.from(embedding.vector) } } : memory;

const byId = <T extends { id: number | string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const tablesOf = (file: ExportFile) => ({
  tasks: byId(file.tasks),
  conversations: byId(file.conversations),
  messages: byId(file.messages),
  audit: byId(file.audit),
  approvals: byId(file.approvals),
  memories: byId(file.memories),
});

describe('export → import round trip', () => {
  it('gives back the same data, disarmed, in an empty database, by merge or replace', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, fc.constantFrom('merge', 'replace' as const), async (data, mode) => {
        const source = freshDb();
        await storeDataset(source, data);
        const exported = await buildExport(source, undefined, new Date('2026-03-10T09:00:00.000Z'));
        expect(tablesOf(exported)).toEqual(
          tablesOf({
            ...exported,
            ...(data as Pick<ExportFile, 'messages'>),
            tasks: data.tasks,
            conversations: data.conversations,
            audit: data.audit,
            approvals: data.approvals,
            memories: data.memories.map(withPlainVector),
          }),
        );

        const read = readExportFile(exportText(exported));
        if (!read.ok) throw new Error(read.problem.message);
        const target = freshDb();
        await applyImport(target, read.file, mode);
        const again = await buildExport(target, undefined);
        // The import records itself in the audit log: everything else is what was exported, disarmed
        // (approvals expired, undo links and memory text as an import writes them).
        const imported = again.audit.filter((entry) => entry.toolName === IMPORT_TOOL);
        expect(imported).toHaveLength(1);
        expect(tablesOf({ ...again, audit: again.audit.filter((entry) => entry.toolName !== IMPORT_TOOL) })).toEqual(tablesOf(disarmImport(exported)));
        source.close();
        target.close();
      }),
      { numRuns: 40 },
    );
    // About 2 s alone; the whole suite on two shared cores can make it many times slower.
  }, 60_000);
});
