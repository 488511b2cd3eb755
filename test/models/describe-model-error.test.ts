import { APICallError } from '@ai-sdk/provider';
import { RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { describeModelError, classifyModelError, ModelSetupError } from '@/lib/models';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const settings: Settings = { ...DEFAULT_SETTINGS, provider: 'remote', remote: { baseURL: 'http://localhost:11434/v1', apiKey: 'sk-very-secret', model: 'llama3.2' } };

const http = (statusCode: number, responseBody = '') =>
  new APICallError({ message: `status ${statusCode}`, url: 'http://localhost:11434/v1/chat/completions', requestBodyValues: {}, statusCode, responseBody });

describe('describeModelError', () => {
  it('network failure: cannot reach the server, check it runs and the base URL', () => {
    const error = new APICallError({ message: 'Cannot connect to API: fetch failed', url: 'x', requestBodyValues: {}, cause: new TypeError('fetch failed') });
    const message = describeModelError(error, settings);
    expect(message).toMatch(/^Could not reach the model server at http:\/\/localhost:11434\./);
    expect(message).toMatch(/base URL/);
  });

  it('timeout: did not answer in time, try again or a smaller model', () => {
    const message = describeModelError(new DOMException('Step timeout of 120000ms exceeded', 'TimeoutError'), settings);
    expect(message).toMatch(/did not answer in time/);
    expect(message).toMatch(/try again/);
  });

  it('401: check the API key', () => {
    expect(describeModelError(http(401), settings)).toBe('The model server rejected the API key (HTTP 401). Check the API key in Settings.');
  });

  it('403: refused the extension, with the OLLAMA_ORIGINS fix', () => {
    const message = describeModelError(http(403), settings);
    expect(message).toMatch(/refused the request from the extension \(HTTP 403\)/);
    expect(message).toContain('OLLAMA_ORIGINS=chrome-extension://*,moz-extension://*');
  });

  it('404: the model name or the base URL', () => {
    const message = describeModelError(http(404), settings);
    expect(message).toMatch(/no "llama3.2" at http:\/\/localhost:11434 \(HTTP 404\)/);
    expect(message).toMatch(/Check the model name and the base URL/);
  });

  it('429: rate limited, wait', () => {
    expect(describeModelError(http(429), settings)).toMatch(/limiting requests \(HTTP 429\)\. Wait a minute/);
  });

  it.each([500, 502, 503])('%i: server error, try again', (status) => {
    expect(describeModelError(http(status), settings)).toMatch(new RegExp(`internal error \\(HTTP ${status}\\)\\. Try again`));
  });

  it('a malformed stream: not an OpenAI-compatible API', () => {
    const error = Object.assign(new Error('JSON parsing failed'), { name: 'AI_JSONParseError' });
    expect(describeModelError(error, settings)).toMatch(/could not read.*OpenAI-compatible/);
  });

  it('a connection that drops after the server said 200: the answer broke off, not a bad request', () => {
    const dropped = new APICallError({ message: 'Failed to process successful response', url: 'x', requestBodyValues: {}, statusCode: 200, cause: new TypeError('terminated') });
    expect(classifyModelError(dropped)).toEqual({ kind: 'interrupted', brief: 'the connection dropped' });
    expect(describeModelError(dropped, settings)).toMatch(/^The connection to the model server at http:\/\/localhost:11434 broke off in the middle of the answer\./);
    const unreadable = new APICallError({
      message: 'Failed to process successful response',
      url: 'x',
      requestBodyValues: {},
      statusCode: 200,
      cause: Object.assign(new Error('bad json'), { name: 'AI_JSONParseError' }),
    });
    expect(classifyModelError(unreadable).kind).toBe('malformed');
  });

  it('unwraps retries to the last failure', () => {
    const error = new RetryError({ message: 'Failed after 3 attempts', reason: 'maxRetriesExceeded', errors: [http(503), http(503), http(429)] });
    expect(classifyModelError(error)).toMatchObject({ kind: 'rate-limit', status: 429 });
  });

  it('a setup problem is passed on as written', () => {
    expect(describeModelError(new ModelSetupError('No model server is set up.'), settings)).toBe('No model server is set up.');
  });

  it('never repeats the API key, even when the server echoes it', () => {
    const message = describeModelError(http(400, '{"error":"invalid key sk-very-secret"}'), settings);
    expect(message).toMatch(/HTTP 400/);
    expect(message).not.toContain('sk-very-secret');
  });

  describe('a long server answer', () => {
    const key = 'sk-proj-Q7mX2vR9kL4pT8wZ1nB6cF3hJ5dG0sYe';
    const withKey: Settings = { ...settings, remote: { ...settings.remote, apiKey: key } };
    const lonePiece = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

    it('never shows the start of a key that crosses the 200-character cut', () => {
      // The key starts 10 characters before the cut.
      const body = `${'x'.repeat(190)}${key} was rejected`;
      const message = describeModelError(http(400, body), withKey);
      expect(message).toMatch(/HTTP 400/);
      expect(message).not.toContain(key.slice(0, 10));
      expect(message).not.toContain(key.slice(0, 8));
    });

    it('never shows a piece of 8 or more characters from the start of the key, wherever it appears', () => {
      const message = describeModelError(http(400, `{"error":"Incorrect API key provided: ${key.slice(0, 12)}****"}`), withKey);
      expect(message).not.toContain(key.slice(0, 8));
      expect(message).toContain('Incorrect API key provided: ••••');
    });

    it('cuts by characters, never inside an emoji', () => {
      const message = describeModelError(http(400, `${'a'.repeat(199)}😀 and more`), settings);
      expect(message).not.toMatch(lonePiece);
      expect(message).toContain(`${'a'.repeat(199)}😀`);
      expect(message).not.toContain('and more');
    });
  });
});
