export { createRemoteModel, isRemoteConfigured, remoteBaseURL, type FetchFunction } from './create-remote-model';
export { testConnection, type ConnectionResult } from './test-connection';
export { createRemoteEmbedder } from './create-remote-embedder';
export { remoteEmbeddingModelId } from './embedding-model-id';
export { compactToolSchema, wireTool } from './compact-tool-schema';
export { listRemoteModels, pickToolsModel, type ModelListResult } from './list-models';
export { isToolsUnsupported } from './tools-unsupported';
export { learnServedContext, servedContextOf, servedContextTokens, OLLAMA_DEFAULT_CONTEXT } from './served-context';
