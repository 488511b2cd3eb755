import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import JSZip from 'jszip';

/** Extracts a zip into `dir` (made if missing); refuses entries that would land outside it. Returns the files' paths. */
export async function unzipTo(zipPath: string, dir: string): Promise<string[]> {
  const zip = await JSZip.loadAsync(await readFile(zipPath));
  const written: string[] = [];
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const target = normalize(join(dir, entry.name));
    if (!target.startsWith(normalize(dir) + sep)) throw new Error(`${zipPath}: the entry ${entry.name} points outside the folder`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await entry.async('nodebuffer'));
    written.push(entry.name);
  }
  return written.sort();
}
