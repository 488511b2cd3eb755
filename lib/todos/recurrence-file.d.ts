/**
 * The rules of repeating tasks' script (entrypoints/recurrence.ts), a file of
 * the package that Firefox's background import()s by its path; it exports
 * nothing and hands the rules over through recurrence-script.ts.
 */
declare module '*/recurrence.js' {}
