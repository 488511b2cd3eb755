import { LOCAL_TOOLS_SCRIPT } from '@/lib/models/local-tools/local-language-model';
import { createLocalToolsModel } from '@/lib/models/local-tools/local-tools-model';
import { publishScript } from '@/lib/util/published-script';

// The tool calling of the on-device tiers (WebLLM, Chrome's built-in model) as a script of its own,
// so that a wake of the background that does not use them does not load it:
// lib/util/published-script.ts says how each browser loads it.
export default defineUnlistedScript(() => {
  publishScript(LOCAL_TOOLS_SCRIPT, { createLocalToolsModel });
});
