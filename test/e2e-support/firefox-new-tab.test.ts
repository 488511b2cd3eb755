import type { Page } from 'puppeteer-core';
import { describe, expect, it, vi } from 'vitest';
import { CLOSING_TAB_ERROR, newTab } from '../e2e/support/firefox';

// The driver error Firefox gives when the selected tab closes during browsingContext.create.
const closingTab = () => new Error(`Protocol error (browsingContext.create): no such frame DiscardedBrowsingContextError: ${CLOSING_TAB_ERROR}`);
const page = {} as Page;

describe('newTab (Firefox e2e support)', () => {
  it('retries once, and logs it, when the previously selected tab closed meanwhile', async () => {
    const newPage = vi.fn().mockRejectedValueOnce(closingTab()).mockResolvedValueOnce(page);
    const log = vi.fn();
    await expect(newTab({ newPage }, log)).resolves.toBe(page);
    expect(newPage).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('retrying once');
  });

  it('fails on the second time: the retry is once only', async () => {
    const newPage = vi.fn().mockRejectedValue(closingTab());
    await expect(newTab({ newPage }, () => {})).rejects.toThrow(CLOSING_TAB_ERROR);
    expect(newPage).toHaveBeenCalledTimes(2);
  });

  it('never retries any other error', async () => {
    const newPage = vi.fn().mockRejectedValue(new Error('Protocol error (browsingContext.create): unknown error'));
    const log = vi.fn();
    await expect(newTab({ newPage }, log)).rejects.toThrow('unknown error');
    expect(newPage).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });
});
