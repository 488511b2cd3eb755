import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { messageNotSavedText, storageNoticeText, storageProblemOf } from '@/lib/db';

const dom = (name: string) => new DOMException('refused', name);

describe('storageProblemOf', () => {
  it('reads the browser error inside the Dexie error that wraps it', () => {
    expect(storageProblemOf(new Dexie.AbortError('Transaction aborted', dom('QuotaExceededError')))).toBe('full');
    expect(storageProblemOf(new Dexie.OpenFailedError(dom('InvalidStateError')), { privateWindow: true })).toBe('private-window');
    expect(storageProblemOf(new Dexie.OpenFailedError(dom('InvalidStateError')))).toBe('disabled');
    expect(storageProblemOf(new Dexie.MissingAPIError())).toBe('disabled');
    expect(storageProblemOf(dom('SecurityError'), { opening: true })).toBe('disabled');
    expect(storageProblemOf(new Dexie.DatabaseClosedError())).toBe('closed');
    expect(storageProblemOf(dom('InvalidStateError'))).toBe('closed');
    expect(storageProblemOf(dom('VersionError'), { opening: true })).toBe('newer-version');
    expect(storageProblemOf(new Dexie.OpenFailedError(dom('UnknownError')))).toBe('unavailable');
  });

  it('leaves errors that are not about storage alone', () => {
    expect(storageProblemOf(new TypeError('x is not a function'))).toBeUndefined();
    expect(storageProblemOf(new Dexie.ConstraintError('Key already exists'))).toBeUndefined();
    expect(storageProblemOf('boom')).toBeUndefined();
  });
});

describe('the sentences', () => {
  it('say what happened and what to do, and never claim anything was saved', () => {
    expect(messageNotSavedText(dom('QuotaExceededError'))).toBe(
      "Your message could not be saved: the browser's storage is full. Free some disk space (or delete old conversations), then send it again.",
    );
    expect(messageNotSavedText(new Error('disk on fire'))).toBe('Your message could not be saved (disk on fire). Send it again; if this keeps happening, reload the extension.');
    expect(storageNoticeText('private-window')).toBe("Tasks can't be saved here: Firefox private windows can't store extension data. Open the panel in a normal window.");
  });
});
