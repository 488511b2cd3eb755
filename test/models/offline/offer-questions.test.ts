import { describe, expect, it } from 'vitest';
import { addOfferQuestion, isAddOffer, isSeeTasksOffer, SEE_TASKS_QUESTION } from '@/lib/models/offline/offer-questions';
import { notFoundReply, offerToAdd } from '@/lib/models/offline/write-reply';

describe('the questions a bare yes answers', () => {
  it('recognises the offer to add a task exactly as the offline assistant writes it', () => {
    for (const title of ['buy milk', 'Call “Mum”', 'pay rent 5€']) expect(isAddOffer(addOfferQuestion(title))).toBe(true);
    expect(isAddOffer(offerToAdd('buy milk', 'buy milk') ?? '')).toBe(true);
    expect(isAddOffer('Added “buy milk”.')).toBe(false);
  });

  it('recognises the offer to list the tasks at the end of a reply', () => {
    expect(isSeeTasksOffer(notFoundReply('task #9'))).toBe(true);
    expect(isSeeTasksOffer(`${SEE_TASKS_QUESTION}  \n`)).toBe(true);
    expect(isSeeTasksOffer('Here are your tasks.')).toBe(false);
  });
});
