/**
 * An embedding model behind one interface, whatever tier runs it (the remote
 * server, WebLLM, a test's fake). `model` names it uniquely ("remote:nomic-embed-text"):
 * vectors are compared only with vectors of the same `model`.
 */
export interface Embedder {
  model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}
