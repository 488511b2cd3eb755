// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemorySettings } from '@/components/settings/MemorySettings';
import { db } from '@/lib/db';
import { addMemory, deleteAllMemories } from '@/lib/memory';
import { writeDownloadRecord } from '@/lib/models/webllm/download/download-storage';
import { WEBLLM_EMBEDDING_MODEL } from '@/lib/models/webllm/model-catalog';
import { loadSettings, saveSettings } from '@/lib/settings';

afterEach(cleanup);
beforeEach(async () => {
  await deleteAllMemories(db);
  for (const memory of [
    { kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: '2026-03-01T09:00:00.000Z' },
    { kind: 'summary', text: 'The user planned a trip to Lyon.', engine: 'offline', conversationId: 'c1', createdAt: '2026-03-05T09:00:00.000Z' },
    { kind: 'fact', text: 'I work from home on Fridays', engine: 'offline', createdAt: '2026-03-09T09:00:00.000Z' },
  ] as const) {
    await addMemory(db, memory);
  }
});

const items = async () => within(await screen.findByRole('list', { name: 'Memories' })).getAllByRole('listitem');

describe('Settings → Memory', () => {
  it('lists the kept facts first, newest first, the summaries folded into one line, each with a Delete button, and finds them by words', async () => {
    render(<MemorySettings />);
    const rows = await items();
    expect(rows.map((row) => row.querySelector('.memory-text')?.textContent)).toEqual(['I work from home on Fridays', 'My dentist is Dr. Okafor']);
    const folded = document.querySelector('details.memory-summaries') as HTMLDetailsElement;
    expect(folded.open).toBe(false);
    expect(folded.querySelector('summary')!.textContent).toMatch(/^Summaries of 1 conversation/);
    expect(
      within(screen.getByRole('list', { name: 'Conversation summaries' }))
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.memory-text')?.textContent),
    ).toEqual(['The user planned a trip to Lyon.']);
    for (const row of rows) expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search memories'), { target: { value: 'dentist' } });
    await waitFor(async () => expect((await items()).map((row) => row.querySelector('.memory-text')?.textContent)).toEqual(['My dentist is Dr. Okafor']));
  });

  it('deletes one memory', async () => {
    render(<MemorySettings />);
    const [newest] = await items();
    fireEvent.click(within(newest!).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect((await db.memories.toArray()).map((memory) => memory.text)).not.toContain('I work from home on Fridays');
  });

  it('deletes all only after confirming', async () => {
    render(<MemorySettings />);
    await items();
    fireEvent.click(screen.getByRole('button', { name: 'Delete all memories' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await db.memories.count()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all memories' }));
    fireEvent.click(within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', { name: 'Delete all', hidden: true }));
    await waitFor(async () => expect(await db.memories.count()).toBe(0));
    expect(await screen.findByText(/No memories yet/)).toBeTruthy();
  });

  it('turns memory off and on, saving at once', async () => {
    render(<MemorySettings />);
    const toggle = (await screen.findByLabelText(/Remember across conversations/)) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(async () => expect((await loadSettings()).memory.enabled).toBe(false));
    await waitFor(() => expect((screen.getByLabelText(/Remember across conversations/) as HTMLInputElement).checked).toBe(false));
  });

  it('saves the embedding model when the field is left', async () => {
    render(<MemorySettings />);
    const input = (await screen.findByLabelText('Embeddings for search')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' nomic-embed-text ' } });
    fireEvent.blur(input);
    await waitFor(async () => expect((await loadSettings()).memory.embeddingModel).toBe('nomic-embed-text'));
  });
});

describe('Settings → Memory: in-browser embeddings', () => {
  afterEach(async () => {
    await writeDownloadRecord(WEBLLM_EMBEDDING_MODEL.id, undefined);
    await saveSettings({ ...(await loadSettings()), memory: { ...(await loadSettings()).memory, webllmEmbeddings: false } });
  });

  it('a switch saves the setting at once and then shows the download in words, which starts only with the Download button', async () => {
    render(<MemorySettings />);
    const toggle = (await screen.findByLabelText(/In-browser embeddings/)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.queryByTestId('webllm-embeddings-cached')).toBeNull();
    fireEvent.click(toggle);
    await waitFor(async () => expect((await loadSettings()).memory.webllmEmbeddings).toBe(true));
    expect((await screen.findByTestId('webllm-embeddings-cached')).textContent).toBe(
      'Not downloaded. The download is about 135 MB. Nothing is downloaded until you click Download.',
    );
    // No WebGPU in this test browser: the button is there, and disabled.
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('once downloaded, says so and counts the memories prepared for it', async () => {
    await saveSettings({ ...(await loadSettings()), memory: { ...(await loadSettings()).memory, webllmEmbeddings: true, embeddingModel: '' } });
    await writeDownloadRecord(WEBLLM_EMBEDDING_MODEL.id, { status: 'downloaded', percent: 100, updatedAt: new Date().toISOString() });
    render(<MemorySettings />);
    await waitFor(() => expect(screen.getByTestId('webllm-embeddings-cached').textContent).toMatch(/^Downloaded: memories are found by meaning/));
    expect((await screen.findByRole('status')).textContent).toBe('Preparing memories for Snowflake Arctic Embed S (in the browser): 0 of 3 (continues while you chat).');
  });
});
