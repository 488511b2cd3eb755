/** The id stored with the vectors of a WebLLM embedding model ("webllm:snowflake-arctic-embed-s-q0f32-MLC-b4"). Its own file: the panel reads it without the engine's code. */
export const webLlmEmbeddingModelId = (modelId: string): string => `webllm:${modelId}`;
