/**
 * The words a person reads about tools and audited actions, for components:
 * each tool's definition holds its own (lib/tools), and components reach
 * lib/tools only through this layer (eslint.config.js COMPONENT_VALUES).
 */
export { describeAudit, LOOKUP_TOOL_NAMES, summarizeAudit, toolLabel } from '../tools';
