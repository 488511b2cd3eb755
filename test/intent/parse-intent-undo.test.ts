import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../lib/intent';

const paris = { now: new Date('2026-03-10T09:30:00+01:00'), timeZone: 'Europe/Paris' };

describe('asking to undo the last change', () => {
  it.each([
    'undo that',
    'undo',
    'Undo!',
    'put it back',
    'revert that',
    'undo the last change',
    'take that back',
    'please undo that',
    'can you undo the last change please',
    'oops, undo that',
    'whoops put it back',
    'undo my last change',
    'revert the last action',
    'roll back the last change',
    'undo the delete',
    'undo the last one',
    'undo what you just did',
    'bring it back',
    'put the deleted task back',
    'restore it',
    'change it back',
    'ok undo it',
  ])('"%s" is an undo', (text) => {
    expect(parseIntent(text, paris)).toEqual({ kind: 'undo' });
  });

  it.each(['revert the database migration', 'put the bins back out tomorrow', 'add undo the kitchen paint', 'take out the trash', 'delete #3', 'cancel that', 'no'])(
    '"%s" is not an undo',
    (text) => {
      expect(parseIntent(text, paris).kind).not.toBe('undo');
    },
  );

  it('a task whose name starts with an undo word is still added', () => {
    expect(parseIntent('add undo the kitchen paint', paris)).toMatchObject({ kind: 'create', title: 'Undo the kitchen paint' });
    expect(parseIntent('put the bins back out tomorrow', paris)).toMatchObject({ kind: 'create' });
  });
});
