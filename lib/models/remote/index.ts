export { createRemoteModel, isRemoteConfigured, remoteBaseURL, type FetchFunction } from './create-remote-model';
export { testConnection, type ConnectionResult } from './test-connection';
export { createRemoteEmbedder, remoteEmbeddingModelId } from './create-remote-embedder';
