export { offlineTier, selectModels, type ModelTier, type ModelEngine, type SelectOptions } from './select-models';
export { describeModelError, classifyModelError, withoutApiKey, ModelSetupError, type ModelFailure, type ModelFailureKind } from './describe-model-error';
export { createRemoteModel, isRemoteConfigured, isToolsUnsupported, learnServedContext, servedContextTokens, listRemoteModels, pickToolsModel, testConnection, wireTool, type ConnectionResult, type ModelListResult } from './remote';
export { selectEmbedder } from './select-embedder';
