export { offlineAnswersFirst, offlineTier, selectModels, type ModelTier, type SelectOptions } from './select-models';
export { ACTORS, enginesOf, isModelEngine, MODEL_ENGINES, MODEL_TIERS, type ActorId, type ModelEngine, type ModelTierDefinition } from './model-tiers';
export { describeModelError, classifyModelError, withoutApiKey, ModelSetupError, type ModelFailure, type ModelFailureKind } from './describe-model-error';
export {
  createRemoteModel,
  isRemoteConfigured,
  isToolsUnsupported,
  learnServedContext,
  servedContextTokens,
  listRemoteModels,
  pickToolsModel,
  testConnection,
  wireTool,
  type ConnectionResult,
  type ModelListResult,
} from './remote';
export { selectEmbedder } from './select-embedder';
export { loadOfflineBrain, OfflineBrainUnavailable } from './offline/load-offline-brain';
export { warmOfflineBrain } from './offline/warm-offline-brain';
export { OFFLINE_BRAIN_SCRIPT } from './offline/offline-brain';
