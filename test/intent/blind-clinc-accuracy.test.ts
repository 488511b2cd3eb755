import { expect, it } from 'vitest';
import { describeScore, loadCorpus, scoreCorpus } from './score-corpus';

/**
 * intents-blind-clinc.json: CLINC150 phrasings (validation utterances and a seeded sample of
 * training ones) that no fixture used, labelled before the parser was run on them and never
 * tuned against. Its score is the honest estimate for real phrasings nobody here wrote. The
 * floor is the last measured score rounded down to 5%, so it only guards against regressions.
 */
const BLIND_FLOOR = 0.9;

const corpus = loadCorpus('intents-blind-clinc.json');

it(`understands the blind CLINC150 batch at least as well as last measured (floor ${BLIND_FLOOR * 100}%)`, () => {
  expect(corpus.utterances.length).toBeGreaterThanOrEqual(100);
  const score = scoreCorpus(corpus);
  console.log(describeScore('Blind CLINC150 accuracy', score));
  expect(score.accuracy).toBeGreaterThanOrEqual(BLIND_FLOOR);
});
