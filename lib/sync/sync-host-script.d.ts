/**
 * The Firefox build's sync host (entrypoints/sync-host.ts), a file of the
 * package that the background import()s by its path; it exports nothing and
 * hands the engine over through firefox-sync-handoff.ts.
 */
declare module '*/sync-host.js' {}
