/** The fetch the remote tier calls through (a test passes its own). */
export type FetchFunction = typeof globalThis.fetch;
