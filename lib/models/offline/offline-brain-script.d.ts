/**
 * The offline brain's script (entrypoints/offline-brain.ts), a file of the
 * package that Firefox's background import()s by its path; it exports nothing
 * and hands the brain over through offline-brain.ts.
 */
declare module '*/offline-brain.js' {}
