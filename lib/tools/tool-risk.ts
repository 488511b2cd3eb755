import type { RiskLevel } from '../db';

/**
 * A risk that rises for some calls: `level` for an ordinary call, `raisedTo`
 * for a call that `when` is true of. `because` says when, in words, for the
 * system prompt ("the title changes").
 */
export interface RisingRisk<I> {
  level: RiskLevel;
  raisedTo: RiskLevel;
  /** Also asked about input that failed validation, with its fields unchecked: read only what decides the risk. */
  when: (input: Partial<I>) => boolean;
  because: string;
}

/**
 * A tool's risk, stated once as data, in the style of the AI SDK's
 * `toolApproval`: one level for every call, or a rule that rises for some
 * inputs. The approval check, the audit and the system prompt all read it.
 */
export type ToolRisk<I = never> = RiskLevel | RisingRisk<I>;

/** The risk of one concrete call. */
export function riskOf<I>(risk: ToolRisk<I>, input: Partial<I>): RiskLevel {
  if (typeof risk === 'string') return risk;
  return risk.when(input) ? risk.raisedTo : risk.level;
}

/** Every level a call of this tool can have. */
export function riskLevels<I>(risk: ToolRisk<I>): RiskLevel[] {
  return typeof risk === 'string' ? [risk] : [risk.level, risk.raisedTo];
}

/** The risk in words, for the system prompt: "low", "high", "medium; high (needs approval) when the title changes". */
export function describeRisk<I>(risk: ToolRisk<I>): string {
  if (typeof risk === 'string') return risk;
  const raised = risk.raisedTo === 'high' ? 'high (needs approval)' : risk.raisedTo;
  return `${risk.level}; ${raised} when ${risk.because}`;
}
