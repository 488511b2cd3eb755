/**
 * The on-device tiers' tool calling script (entrypoints/local-tools.ts), a file
 * of the package that Firefox's background import()s by its path; it exports
 * nothing and hands its value over through local-language-model.ts.
 */
declare module '*/local-tools.js' {}
