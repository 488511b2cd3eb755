/**
 * The hosts a model download reaches: weights on Hugging Face (and its CDNs),
 * the WebGPU library on GitHub. Asked for as optional host permissions only
 * when the user starts a download. No imports: the e2e tests read it too.
 */
export const MODEL_HOST_ORIGINS = ['https://huggingface.co/*', 'https://*.huggingface.co/*', 'https://*.hf.co/*', 'https://raw.githubusercontent.com/*'] as const;
