import { describe, expect, it } from 'vitest';
import { ENGINES } from '@/lib/db';
import { ACTORS, enginesOf, MODEL_ENGINES, MODEL_TIERS } from '@/lib/models/model-tiers';
import { providerSchema } from '@/lib/settings';

/* A model tier is one definition: every layer that names tiers reads it from the registry. */
describe('every model tier in the registry has what each layer asks of it', () => {
  it.each(MODEL_ENGINES.map((engine) => [engine] as const))('%s: an engine id, labels, an actor, a Settings choice', (engine) => {
    const tier = MODEL_TIERS[engine];
    expect(tier.engine).toBe(engine);
    expect(ENGINES).toContain(engine);
    expect(providerSchema.safeParse(engine).success).toBe(true);
    for (const words of [tier.label, tier.phrase, tier.actorLabel, tier.explanation]) expect(words.trim()).not.toBe('');
    expect(enginesOf(engine)).toEqual([engine]);
    expect(enginesOf('assistant')).toContain(engine);
  });

  it('Settings offers Automatic and exactly the tiers', () => {
    expect(providerSchema.options.filter((provider) => provider !== 'auto').sort()).toEqual([...MODEL_ENGINES].sort());
  });

  it('actors are distinct', () => {
    expect(new Set(ACTORS.map((actor) => actor.id)).size).toBe(ACTORS.length);
    expect(new Set(ACTORS.map((actor) => actor.label)).size).toBe(ACTORS.length);
  });
});
