import { publishFirefoxHost } from '@/lib/models/webllm/host/firefox-host-handoff';
import { createWebLlmRuntime } from '@/lib/models/webllm/host/webllm-runtime';

// Firefox only: the WebLLM engine as a script of its own, which the
// background event page import()s the first time the local model is used.
// Chrome hosts the engine in the offscreen document instead.
export default defineUnlistedScript({
  include: ['firefox'],
  main() {
    publishFirefoxHost(createWebLlmRuntime());
  },
});
