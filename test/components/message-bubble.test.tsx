// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageBubble } from '@/components/chat/MessageBubble';

afterEach(cleanup);

describe('MessageBubble', () => {
  it('renders the assistant reply as Markdown: **bold** is bold, lists are lists', () => {
    const { container } = render(<MessageBubble role="assistant" text={'**Gym** at 7\n\n- one\n- two'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Gym');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(container.textContent).not.toContain('**');
  });

  it('shows raw HTML as text and never as elements', () => {
    const attack = '<img src=x onerror="alert(1)"> and <script>alert(2)</script>';
    const { container } = render(<MessageBubble role="assistant" text={attack} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('opens links in a new tab that cannot reach back, and drops javascript: links', () => {
    render(<MessageBubble role="assistant" text={'See [the docs](https://example.com/help) or [this](javascript:alert(1))'} />);
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/help');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('keeps the user message as plain text, exactly as typed', () => {
    const { container } = render(<MessageBubble role="user" text="**not bold** <b>x</b>" />);
    expect(container.querySelector('strong, b')).toBeNull();
    expect(container.textContent).toContain('**not bold** <b>x</b>');
  });
});
