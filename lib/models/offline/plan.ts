/** What the offline model says in one step: a tool call, or text that ends the turn. */
export type Plan = { type: 'tool-call'; toolName: string; input: Record<string, unknown> } | { type: 'text'; text: string };

export interface PlanOptions {
  now: Date;
  timeZone: string;
}
