export { selectModels, type ModelTier, type ModelEngine, type SelectOptions } from './select-models';
export { describeModelError, classifyModelError, withoutApiKey, ModelSetupError, type ModelFailure, type ModelFailureKind } from './describe-model-error';
export { createRemoteModel, isRemoteConfigured, testConnection, wireTool, type ConnectionResult } from './remote';
export { selectEmbedder } from './select-embedder';
