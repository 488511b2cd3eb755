import { useCallback, useEffect } from 'react';
import { offlineMayAnswer } from '../chat/first-open';
import { useSettings } from './use-settings';

// A request nobody waits for; its schemas (zod) load with it, not with the panel's first scripts.
const askToWarm = () => void import('../messaging/send-runtime-request').then(({ sendRuntimeRequest }) => sendRuntimeRequest({ type: 'offline/warm' })).catch(() => undefined);

/**
 * When the offline assistant answers, the background loads its script before the first turn needs
 * it (lib/agent/warm-offline.ts): asked when the chat opens and when the person is about to type
 * (call the returned function then: the message box got focus, its first letter). With a model tier
 * answering nothing is sent.
 */
export function useOfflineWarmUp(): () => void {
  const settings = useSettings();
  const offline = settings !== undefined && offlineMayAnswer(settings);
  useEffect(() => {
    if (offline) askToWarm();
  }, [offline]);
  return useCallback(() => {
    if (offline) askToWarm();
  }, [offline]);
}
