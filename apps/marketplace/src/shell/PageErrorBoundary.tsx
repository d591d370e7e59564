import { Button } from '@haat/ui';
import { Component, type ReactNode } from 'react';
import { shellText } from './shellText';

interface State {
  failed: boolean;
}

/**
 * A page that cannot load (its chunk failed to download, spec section 8's chunk-load error, or it
 * threw while rendering) shows a message with a retry instead of a blank screen; the shell stays.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State & { key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State & { key: string }) {
    // Navigating elsewhere gives the next page a fresh start.
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('page failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" style={{ minHeight: '50vh' }}>
        <h1>{shellText.pageFailed.title}</h1>
        <p>{shellText.pageFailed.hint}</p>
        <Button onClick={() => window.location.reload()}>{shellText.pageFailed.retry}</Button>
      </section>
    );
  }
}
