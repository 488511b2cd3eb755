import { readExportFile, type ExportFile } from '@/lib/data';

/** A version-2 export holding `rows` (every other table empty), read as an import reads it. */
export function exportFileWith(rows: Partial<ExportFile>): ExportFile {
  const raw = {
    format: 'todo-assistant-export',
    version: 2,
    exportedAt: '2026-03-12T00:00:00.000Z',
    tasks: [],
    conversations: [],
    messages: [],
    audit: [],
    approvals: [],
    memories: [],
    ...rows,
  };
  const read = readExportFile(JSON.stringify(raw));
  if (!read.ok) throw new Error(read.problem.message);
  return read.file;
}
