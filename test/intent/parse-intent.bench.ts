import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { parseIntent } from '../../lib/intent';

const corpus = JSON.parse(readFileSync(new URL('../fixtures/intents.json', import.meta.url), 'utf8')) as {
  utterances: Array<{ text: string }>;
};
const texts = corpus.utterances.map((utterance) => utterance.text);
const options = { now: new Date('2026-03-10T09:30:00+01:00'), timeZone: 'Europe/Paris' };

describe('offline parser', () => {
  it('throughput over the labelled corpus (target: over 10,000 utterances per second)', async ({ bench }) => {
    let next = 0;
    // One iteration parses one corpus utterance, so the throughput is utterances per second.
    const result = await bench('parseIntent, one utterance', () => {
      parseIntent(texts[next]!, options);
      next = (next + 1) % texts.length;
    }).run();
    const perSecond = Math.round(result.throughput.mean);
    console.log(`Parser throughput: ${perSecond.toLocaleString('en-US')} utterances/s (target > 10,000: ${perSecond > 10_000 ? 'met' : 'MISSED'})`);
  });
});
