/**
 * The two size budgets of the README, read from a finished build: the side panel's first scripts
 * and background.js, gzipped, in kB (the same reading `npm run bench:browser` reports).
 *
 *   npx wxt build && node --experimental-strip-types scripts/bundle-sizes.ts [.output/chrome-mv3]
 */
import { buildSizes } from '../test/bench-browser/sizes.ts';

const sizes = await buildSizes(process.argv[2] ?? '.output/chrome-mv3');
for (const { file, kBgz } of sizes.panelFirstScripts) console.log(`  ${kBgz.toFixed(1).padStart(6)} kB  ${file}`);
console.log(`side panel's first scripts: ${sizes.panelFirstScriptsKBgz} kB gzipped (budget 150)`);
console.log(`background.js: ${sizes.backgroundKBgz} kB gzipped (budget 200)`);
