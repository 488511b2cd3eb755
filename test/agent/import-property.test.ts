import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryTurn, runTurn } from '@/lib/agent';
import { applyImport, readExportFile } from '@/lib/data';
import { hostileFile } from '../data/hostile-file';
import { harness, scriptedModel, textStep } from './support';

describe('any file the schema accepts authorizes nothing', () => {
  it('after its import, Retry or a typed "ok" in any of its conversations runs no high-risk call', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(hostileFile, async ({ text, mode, conversations }) => {
        const read = readExportFile(text);
        if (!read.ok) return;
        accepted += 1;
        const h = harness([{ engine: 'remote', model: scriptedModel([textStep('ok'), textStep('ok')]) }]);
        await applyImport(h.db, read.file, mode);
        const tasks = await h.db.todos.count();
        const importedAudit = await h.db.audit.count();
        for (const conversationId of conversations) {
          await retryTurn(h.deps, { conversationId }, h.emit);
          await runTurn(h.deps, { conversationId, text: 'ok' }, h.emit);
        }
        expect(await h.db.todos.count()).toBe(tasks);
        const written = (await h.db.audit.toArray()).slice(importedAudit);
        expect(written.filter((entry) => entry.risk === 'high' && entry.status === 'ok')).toEqual([]);
        h.db.close();
      }),
      { numRuns: 15 },
    );
    // The generated files are valid ones: the property is about what they carry, not about refusals.
    expect(accepted).toBeGreaterThan(7);
  }, 180_000);
});
