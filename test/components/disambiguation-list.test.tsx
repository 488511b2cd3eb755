// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MarkdownText } from '@/components/shared/MarkdownText';

afterEach(cleanup);

it('a disambiguation list keeps "Say its number…" on its own line, not glued to the last item', () => {
  const { container } = render(<MarkdownText text={'Which one do you mean?\n1. #2 Gym session\n2. #1 Gym bag\n\nSay its number, like "#2".'} />);
  const items = [...container.querySelectorAll('li')].map((item) => item.textContent);
  expect(items).toEqual(['#2 Gym session', '#1 Gym bag']);
  const last = [...container.querySelectorAll('p')].at(-1)!;
  expect(last.textContent).toBe('Say its number, like "#2".');
  expect(last.closest('li, ol, ul')).toBeNull();
});
