/**
 * `npm run bench:browser -- --only=turns`: only the warm turn, on an empty
 * and on a seeded profile (seeded through the v1 upgrade, as the full run),
 * BENCH_RUNS turns each (default 15), one unmeasured warm-up turn first.
 * The turn's budget is a ratio of two medians of a few tens of ms on a shared
 * machine: more runs, and none of the other figures, in about 2 minutes.
 */
import type { Bench } from './harness.ts';
import { chatIdle, measureTurn, openPanel } from './measure.ts';
import { samplesOf, type Samples } from './report.ts';

export interface TurnFigures {
  preModelMs: Samples;
  turnMs: Samples;
}

export async function measureTurns(bench: Bench, runs: number): Promise<TurnFigures> {
  const panel = await openPanel(bench);
  await chatIdle(panel, bench);
  await measureTurn(bench, panel);
  const preModel: number[] = [];
  const turn: number[] = [];
  for (let index = 0; index < runs; index++) {
    const sample = await measureTurn(bench, panel);
    preModel.push(sample.preModelMs);
    turn.push(sample.turnMs);
  }
  await panel.close();
  return { preModelMs: samplesOf(preModel), turnMs: samplesOf(turn) };
}

export function turnLines(figures: Partial<Record<'empty' | 'seeded', TurnFigures>>): string[] {
  const { empty, seeded } = figures;
  const ratio = (pick: (f: TurnFigures) => Samples) => {
    const a = empty && pick(empty).median;
    const b = seeded && pick(seeded).median;
    return a && b ? `${(b / a).toFixed(2)}x` : '-';
  };
  const cell = (f: TurnFigures | undefined, pick: (f: TurnFigures) => Samples) => (f ? `${pick(f).median} ms` : '-');
  return [
    `warm pre-model (Send -> request), median: empty ${cell(empty, (f) => f.preModelMs)}, seeded ${cell(seeded, (f) => f.preModelMs)} (${ratio((f) => f.preModelMs)}; budget <= 50 ms)`,
    `turn (Send -> reply visible), median: empty ${cell(empty, (f) => f.turnMs)}, seeded ${cell(seeded, (f) => f.turnMs)} (${ratio((f) => f.turnMs)}; budget seeded/empty <= 1.2)`,
  ];
}
