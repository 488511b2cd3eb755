import type { Budget, FigureId, FigureSpec } from './config.ts';

/** The runs of one figure on one database, or why it could not be measured. */
export interface Samples {
  runs: number[];
  median: number | null;
  error?: string;
}

export type Column = 'empty' | 'seeded' | 'build';
export type Results = Partial<Record<FigureId, Partial<Record<Column, Samples>>>>;

export type Verdict = 'pass' | 'FAIL' | 'no budget' | 'not measured';

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function samplesOf(runs: readonly number[]): Samples {
  return { runs: runs.map(round), median: median(runs) === null ? null : round(median(runs)!) };
}

export function failedSamples(error: unknown, runs: readonly number[] = []): Samples {
  return { ...samplesOf(runs), error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The values a budget judges: the medians of the figure's columns. */
export interface Judged {
  empty: number | null;
  seeded: number | null;
  build: number | null;
}

export function judged(results: Results, id: FigureId): Judged {
  const figure = results[id] ?? {};
  return { empty: figure.empty?.median ?? null, seeded: figure.seeded?.median ?? null, build: figure.build?.median ?? null };
}

export function ratioOf(values: Judged): number | null {
  return values.empty !== null && values.seeded !== null && values.empty > 0 ? values.seeded / values.empty : null;
}

/** Whether the measured medians meet the budget. */
export function verdict(budget: Budget, values: Judged): Verdict {
  const { empty, seeded, build } = values;
  switch (budget.kind) {
    case 'none':
      return 'no budget';
    case 'max': {
      const measured = (build !== null ? [build] : [empty, seeded]).filter((value) => value !== null);
      if (measured.length === 0) return 'not measured';
      return measured.every((value) => value <= budget.limit) ? 'pass' : 'FAIL';
    }
    case 'seededMax':
      return seeded === null ? 'not measured' : seeded <= budget.limit ? 'pass' : 'FAIL';
    case 'ratio': {
      const ratio = ratioOf(values);
      return ratio === null ? 'not measured' : ratio <= budget.limit ? 'pass' : 'FAIL';
    }
    case 'delta':
      return empty === null || seeded === null ? 'not measured' : seeded - empty <= budget.limit ? 'pass' : 'FAIL';
  }
}

export function describeBudget(budget: Budget, unit: string): string {
  switch (budget.kind) {
    case 'none':
      return '-';
    case 'max':
      return `<= ${budget.limit} ${unit}`;
    case 'seededMax':
      return `seeded <= ${budget.limit} ${unit}`;
    case 'ratio':
      return `seeded/empty <= ${budget.limit}`;
    case 'delta':
      return `seeded - empty <= ${budget.limit} ${unit}`;
  }
}

const cell = (samples: Samples | undefined, unit: string): string => {
  if (!samples) return '-';
  if (samples.median === null) return 'not measured';
  return `${formatNumber(samples.median)} ${unit}`;
};

function formatNumber(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1);
}

/** The human table: figure, empty, seeded, ratio, budget, verdict. */
export function table(figures: readonly FigureSpec[], results: Results): string {
  const header = ['figure (median)', 'empty', 'seeded', 'ratio', 'budget', 'verdict'];
  const rows = figures.map((spec) => {
    const figure = results[spec.id] ?? {};
    const values = judged(results, spec.id);
    const ratio = ratioOf(values);
    const [empty, seeded] = spec.scope === 'build' ? [cell(figure.build, spec.unit), '(same build)'] : [cell(figure.empty, spec.unit), cell(figure.seeded, spec.unit)];
    return [spec.label, empty, seeded, ratio === null ? '-' : `${ratio.toFixed(2)}x`, describeBudget(spec.budget, spec.unit), verdict(spec.budget, values)];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (row: readonly string[]) => row.map((text, index) => text.padEnd(widths[index]!)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}

/** Every figure that could not be measured, with the reason. */
export function unmeasured(figures: readonly FigureSpec[], results: Results, columns: readonly Column[]): string[] {
  const missing: string[] = [];
  for (const spec of figures) {
    const wanted: Column[] = spec.scope === 'build' ? ['build'] : columns.filter((column) => column !== 'build');
    for (const column of wanted) {
      const samples = results[spec.id]?.[column];
      if (!samples || samples.median === null) missing.push(`${spec.id} (${column}): ${samples?.error ?? 'not run'}`);
    }
  }
  return missing;
}
