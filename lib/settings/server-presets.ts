/** A model server people commonly run, with what it needs before the extension can use it. */
export interface ServerPreset {
  id: 'ollama' | 'lm-studio' | 'llama-cpp' | 'openai' | 'openrouter' | 'groq';
  label: string;
  baseURL: string;
  /** True when the server wants an API key. */
  needsKey: boolean;
  /** What to do first, in one or two sentences. */
  needs: string;
}

export const SERVER_PRESETS: readonly ServerPreset[] = [
  {
    id: 'ollama',
    label: 'Ollama',
    baseURL: 'http://localhost:11434/v1',
    needsKey: false,
    needs:
      'No key. Start Ollama with OLLAMA_ORIGINS=chrome-extension://*,moz-extension://* ollama serve, or it refuses the extension. Pick a model that can use tools (qwen3, llama3.1).',
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    baseURL: 'http://localhost:1234/v1',
    needsKey: false,
    needs: 'No key. In LM Studio, start the local server (Developer tab) with CORS enabled, and load a model.',
  },
  {
    id: 'llama-cpp',
    label: 'llama.cpp',
    baseURL: 'http://localhost:8080/v1',
    needsKey: false,
    needs: 'No key. Start llama-server with --jinja, or the model cannot call tools.',
  },
  { id: 'openai', label: 'OpenAI', baseURL: 'https://api.openai.com/v1', needsKey: true, needs: 'An API key from platform.openai.com. Your messages go to OpenAI.' },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    baseURL: 'https://openrouter.ai/api/v1',
    needsKey: true,
    needs: 'An API key from openrouter.ai. Pick a model that supports tools. Your messages go to OpenRouter and the model’s provider.',
  },
  { id: 'groq', label: 'Groq', baseURL: 'https://api.groq.com/openai/v1', needsKey: true, needs: 'An API key from console.groq.com. Your messages go to Groq.' },
];

/** The preset whose base URL this is (trailing slashes and case of the host aside). */
export function presetFor(baseURL: string): ServerPreset | undefined {
  const normal = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase().replace('://127.0.0.1', '://localhost');
  return SERVER_PRESETS.find((preset) => normal(preset.baseURL) === normal(baseURL));
}
