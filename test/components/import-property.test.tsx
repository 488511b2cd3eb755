// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ActivityView } from '@/components/activity/ActivityView';
import { ConversationPane } from '@/components/chat/ConversationPane';
import { TasksView } from '@/components/tasks/TasksView';
import { applyImport, readExportFile } from '@/lib/data';
import { db } from '@/lib/db';
import { chatSession } from '@/lib/chat';
import { hostileFile } from '../data/hostile-file';
import { fakeChatPorts } from './support/fake-chat-ports';
import { layOutMessageList } from './support/lay-out-message-list';

layOutMessageList();
fakeChatPorts();

const TABLES = () => [db.todos, db.conversations, db.messages, db.audit, db.approvals, db.memories];

const noFallback = () => expect(screen.queryByText(/could not be shown/)).toBeNull();

describe('any file the schema accepts', () => {
  it('imports without throwing, renders every view, and authorizes nothing', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(hostileFile, async ({ text, mode, conversations }) => {
        await db.transaction('rw', TABLES(), () => Promise.all(TABLES().map((table) => table.clear())));
        const read = readExportFile(text);
        if (!read.ok) return; // Refused with a sentence: nothing written, nothing to check.
        accepted += 1;
        await applyImport(db, read.file, mode);

        // Authorizes nothing: no approval is open or approved, no message carries one (Retry is checked in test/agent/import-property.test.ts).
        expect((await db.approvals.toArray()).filter((row) => row.status === 'approved' || row.status === 'pending')).toEqual([]);
        const parts = (await db.messages.toArray()).flatMap((row) => (Array.isArray(row.content) ? (row.content as Array<{ type: string }>) : []));
        expect(parts.filter((part) => part.type.startsWith('tool-approval'))).toEqual([]);

        // Renders every view without a part failing.
        for (const View of [TasksView, ActivityView]) {
          render(<View />);
          await waitFor(() => expect(document.body.textContent?.length).toBeGreaterThan(0));
          noFallback();
          cleanup();
        }
        for (const conversationId of conversations) {
          render(<ConversationPane conversationId={conversationId} />);
          await waitFor(() => expect(screen.getByRole('log', { name: 'Messages' })).toBeTruthy());
          noFallback();
          cleanup();
          chatSession().close();
        }
      }),
      { numRuns: 12 },
    );
    // The generated files are valid ones: the property is about what they carry, not about refusals.
    expect(accepted).toBeGreaterThan(6);
  }, 180_000);
});
