/**
 * Calls `beat` every `everyMs` until the returned stop is called. A heartbeat
 * keeps a long request alive across contexts: Chrome stops an idle service
 * worker after 30 s, and a port with no message for that long may close.
 */
export function startHeartbeat(beat: () => void, everyMs: number): () => void {
  const timer = setInterval(beat, everyMs);
  return () => clearInterval(timer);
}
