import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, settingsSchema, type Settings } from '@/lib/settings';

// Whatever is stored under `settings` (an older version, another tool, a hand edit), the
// extension reads settings: each field it can use is kept, each other falls back on its own.

/** A value that is valid for each top-level field, and garbage for it. */
const VALID: { [K in keyof Settings]: fc.Arbitrary<Settings[K]> } = {
  provider: fc.constantFrom('auto', 'remote', 'chrome-ai', 'webllm', 'offline'),
  remote: fc.record({ baseURL: fc.constant(''), apiKey: fc.constant(''), model: fc.string({ maxLength: 20 }).map((s) => s.trim()) }),
  webllm: fc.record({ model: fc.string({ minLength: 1, maxLength: 20 }) }),
  chromeAi: fc.record({ preferOverWebLlm: fc.boolean() }),
  historyWindow: fc.integer({ min: 1, max: 200 }),
  maxSteps: fc.integer({ min: 1, max: 20 }),
  approvalTimeoutMinutes: fc.integer({ min: 1, max: 24 * 60 }),
  maxToolCallsPerStep: fc.integer({ min: 1, max: 50 }),
  maxToolCallsPerTurn: fc.integer({ min: 1, max: 200 }),
  reminders: fc.record({ enabled: fc.boolean(), minutesBefore: fc.integer({ min: 0, max: 40_320 }), snoozeMinutes: fc.integer({ min: 1, max: 1440 }), badge: fc.boolean() }),
  remoteContextTokens: fc.integer({ min: 1024, max: 2_000_000 }),
  memory: fc.constant(DEFAULT_SETTINGS.memory),
};
const FIELDS = Object.keys(VALID) as (keyof Settings)[];

/** Values no field accepts as a whole (a number where an object goes, and so on). */
const garbage = fc.oneof(fc.constant(null), fc.constant(-1e9), fc.constant(Number.NaN), fc.constant('??'), fc.constant([]), fc.constant(true), fc.constant(0.5));

describe('stored settings', () => {
  it('any stored value reads as complete settings without throwing', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (stored) => {
        const settings = parseSettings(stored);
        expect(settingsSchema.safeParse(settings).success).toBe(true);
        expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
      }),
      { numRuns: 500 },
    );
  });

  it('keeps each valid field and gives each broken one its default, field by field', () => {
    const entry = fc.constantFrom(...FIELDS).chain((field) =>
      fc.oneof(
        VALID[field].map((value) => ({ field, value, valid: true })),
        garbage.map((value) => ({ field, value, valid: false })),
      ),
    );
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.field }), fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue()), (entries, extra) => {
        const stored: Record<string, unknown> = { ...extra };
        for (const { field, value } of entries) stored[field] = value;
        const settings = parseSettings(stored);
        for (const field of FIELDS) {
          const given = entries.find((e) => e.field === field);
          if (given?.valid) expect(settings[field]).toEqual(given.value);
          else if (given) {
            // A broken reminders or memory object falls back field by field, which for garbage is all defaults.
            expect(settings[field]).toEqual(DEFAULT_SETTINGS[field]);
          } else if (!Object.hasOwn(extra, field)) expect(settings[field]).toEqual(DEFAULT_SETTINGS[field]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a reminders object keeps its good fields when others are broken', () => {
    fc.assert(
      fc.property(fc.boolean(), garbage, fc.integer({ min: 1, max: 1440 }), (enabled, broken, snooze) => {
        const settings = parseSettings({ reminders: { enabled, minutesBefore: broken, snoozeMinutes: snooze, badge: broken } });
        expect(settings.reminders).toEqual({ enabled, minutesBefore: DEFAULT_SETTINGS.reminders.minutesBefore, snoozeMinutes: snooze, badge: DEFAULT_SETTINGS.reminders.badge });
      }),
    );
  });
});
