/** The id stored with the vectors of a remote embedding model ("remote:nomic-embed-text"). Its own file: the panel reads it without the provider's code. */
export const remoteEmbeddingModelId = (name: string): string => `remote:${name}`;
