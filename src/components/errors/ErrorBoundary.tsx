import { Component, type ComponentType, type ReactNode } from 'react';
import { ComponentErrorView } from './ErrorView.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
}

/** Catches a rendering error in one island so the rest of the page keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('An island failed to render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ComponentErrorView
        onRetry={() => {
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/** Wraps an island's component in an ErrorBoundary; every island's default export goes through it. */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <ErrorBoundary>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `WithErrorBoundary(${Island.displayName ?? Island.name})`;
  return Guarded;
}
