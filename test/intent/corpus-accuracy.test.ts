import { expect, it } from 'vitest';
import { describeScore, loadCorpus, scoreCorpus } from './score-corpus';

const corpus = loadCorpus('intents.json');

it('understands at least 95% of the labelled corpus (kind and key fields)', () => {
  expect(corpus.utterances.length).toBeGreaterThanOrEqual(300);
  const score = scoreCorpus(corpus);
  console.log(describeScore('Intent accuracy', score));
  expect(score.accuracy).toBeGreaterThanOrEqual(0.95);
});
