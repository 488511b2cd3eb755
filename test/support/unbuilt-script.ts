// The scripts the extension loads by their path (/offline-brain.js, /recurrence.js, /local-tools.js:
// lib/util/published-script.ts) exist only in a build. The tests publish their values themselves
// (test/setup.ts); this empty module lets a page's test (jsdom) resolve the import() of the path.
export {};
