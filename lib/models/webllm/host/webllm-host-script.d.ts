/**
 * The Firefox build's WebLLM host (entrypoints/webllm-host.ts), a file of the
 * package that the background import()s by its path; it exports nothing and
 * hands the engine over through firefox-host-handoff.ts.
 */
declare module '*/webllm-host.js' {}
