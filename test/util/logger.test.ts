import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, setLogLevel } from '../../lib/util';

describe('createLogger', () => {
  afterEach(() => {
    setLogLevel('silent');
    vi.restoreAllMocks();
  });

  it('prints nothing in tests unless asked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createLogger('quick-add').warn('could not open the window');
    expect(warn).not.toHaveBeenCalled();
  });

  it('prints lines at or above the level, with the scope', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    setLogLevel('warn');
    const log = createLogger('agent');
    log.error('a chat request failed', 'boom');
    log.debug('details');
    expect(error).toHaveBeenCalledWith('Todo Assistant [agent]:', 'a chat request failed', 'boom');
    expect(debug).not.toHaveBeenCalled();
  });
});
