/**
 * The offline parser's first events outside the browser: how long the built `offline-brain.js` takes to evaluate,
 * and to plan the two steps of a worker's first offline turn (the call, then the reply), each in a fresh Node
 * process, as a woken worker meets them: every pattern the request needs is used for the first time. The browser's
 * figure (with its code cache, the worker's wake and the database) is `npm run bench:browser -- --only=first-scripts`;
 * this one isolates the parser and counts CPU time, steadily enough to compare two builds on a loaded machine.
 *
 *   npx wxt build && node --experimental-strip-types scripts/first-read.ts [runs] [path/to/offline-brain.js]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 7);
const script = process.argv.find((arg) => arg.endsWith('.js')) ?? '.output/chrome-mv3/offline-brain.js';
if (!existsSync(script)) throw new Error(`${script} is not there: run \`npx wxt build\` first.`);

/** One fresh process: evaluate the script, plan the request, then the reply to its tool's result. */
const child = String.raw`
const { readFileSync } = require('node:fs');
const vm = require('node:vm');
// CPU time, not wall time: on a shared machine the wall time swings with the load, the CPU time much less.
const cpu = () => { const used = process.cpuUsage(); return (used.user + used.system) / 1000; };
const t0 = cpu();
vm.runInThisContext(readFileSync(process.argv[1], 'utf8'), { filename: 'offline-brain.js' });
const brain = globalThis.__todoAssistantOfflineBrain;
const user = { role: 'user', content: [{ type: 'text', text: 'add water plants zqfirst every sunday' }] };
const options = () => ({ now: new Date(), timeZone: 'America/New_York' });
const t1 = cpu();
const step = brain.plan([user], options());
const t2 = cpu();
if (step.type !== 'tool-call') throw new Error('the first step was not a tool call: ' + JSON.stringify(step));
const call = { type: 'tool-call', toolCallId: 'c1', toolName: step.toolName, input: step.input };
const result = { type: 'tool-result', toolCallId: 'c1', toolName: step.toolName, output: { type: 'json', value: { task: { id: 1, title: 'Water plants zqfirst', status: 'pending' } } } };
brain.plan([user, { role: 'assistant', content: [call] }, { role: 'tool', content: [result] }], options());
const t3 = cpu();
console.log(JSON.stringify({ evaluate: t1 - t0, call: t2 - t1, reply: t3 - t2 }));
`;

type Sample = { evaluate: number; call: number; reply: number };
const samples: Sample[] = [];
const loadBefore = loadavg()[0]!;
for (let run = 0; run < runs; run += 1) samples.push(JSON.parse(execFileSync(process.execPath, ['-e', child, script], { encoding: 'utf8' })) as Sample);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (name: keyof Sample) => `| ${name} | ${median(samples.map((sample) => sample[name])).toFixed(0)} | ${samples.map((sample) => sample[name].toFixed(0)).join(', ')} |`;
console.log(`${script}: ${runs} fresh processes, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}\n`);
console.log('| first event (CPU ms) | median | each run |\n| --- | --- | --- |');
for (const name of ['evaluate', 'call', 'reply'] as const) console.log(row(name));
