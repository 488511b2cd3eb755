/**
 * The words a person reads about tools and audited actions, for components:
 * each tool's definition holds its own (lib/tools), and components reach
 * lib/tools only through this layer (eslint.config.js COMPONENT_VALUES).
 */
export { describeAudit, summarizeAudit } from '../tools';
// Light: labels and lookups without the tools' schemas and code (the chat's first paint).
export { LOOKUP_TOOL_NAMES, toolLabel } from '../tools/tool-labels';
