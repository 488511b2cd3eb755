import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createLogger } from '@/lib/util';

const log = createLogger('render');

/**
 * An error boundary: when what it wraps throws while rendering (a message
 * or a value it cannot show), it shows `fallback` instead, so one bad row
 * never blanks the panel. `resetKey` tries again when it changes (another
 * message, another view).
 */
export class RenderGuard extends Component<{ fallback: ReactNode; resetKey?: unknown; children: ReactNode }, { failedFor: unknown; failed: boolean }> {
  override state = { failed: false, failedFor: undefined as unknown };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: unknown }, state: { failed: boolean; failedFor: unknown }) {
    // A new key clears an earlier failure: the new content gets its own try.
    if (state.failed && state.failedFor !== undefined && props.resetKey !== state.failedFor) return { failed: false, failedFor: undefined };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedFor: this.props.resetKey });
    log.warn('A part of the panel could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
