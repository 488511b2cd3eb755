import type { z } from 'zod';
import { EXPORT_VERSION, exportSchema, exportV1Schema, exportV2Schema, exportV3Schema } from './export-format';

type CurrentInput = z.input<typeof exportSchema>;

/**
 * One step per older version, each from the shape its own schema accepted to
 * the next version's: a file is validated against the schema of the version
 * it says it is, then walked up the chain to the current one. A new version
 * adds its schema and one step here; the steps before it never change.
 */
const UPGRADES: Record<number, { schema: z.ZodType; upgrade: (file: never) => unknown }> = {
  1: {
    schema: exportV1Schema,
    // Version 1 predates memories and exported settings: none to bring.
    upgrade: (file: z.output<typeof exportV1Schema>): z.input<typeof exportV2Schema> => ({ ...file, version: 2, memories: [] }),
  },
  2: {
    schema: exportV2Schema,
    // Version 2 tasks had no links: nothing to bring but the version.
    upgrade: (file: z.output<typeof exportV2Schema>): z.input<typeof exportV3Schema> => ({ ...file, version: 3 }),
  },
  3: {
    schema: exportV3Schema,
    // Version 3 tasks had no uid: the database gives each one on import.
    upgrade: (file: z.output<typeof exportV3Schema>): CurrentInput => ({ ...file, version: 4 }),
  },
};

/** The versions this extension reads. */
export const READABLE_VERSIONS = [...Object.keys(UPGRADES).map(Number), EXPORT_VERSION];

export type UpgradeResult = { ok: true; value: unknown } | { ok: false; error: z.ZodError; input: unknown };

/**
 * Validates an older file with its version's schema, then upgrades it to the
 * current version's input shape (which the caller validates again). A file of
 * the current version comes back as it is.
 */
export function upgradeExport(file: Record<string, unknown>, version: number): UpgradeResult {
  let value: unknown = file;
  for (let from = version; from < EXPORT_VERSION; from += 1) {
    const step = UPGRADES[from];
    if (!step) break;
    const parsed = step.schema.safeParse(value);
    if (!parsed.success) return { ok: false, error: parsed.error, input: value };
    value = step.upgrade(parsed.data as never);
  }
  return { ok: true, value };
}
