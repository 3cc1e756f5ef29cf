import { Component, type ComponentType, type ReactNode } from 'react';
import { isModuleLoadFailure } from './module-load-failure.ts';
import { ComponentErrorView } from './ErrorView.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Catches a rendering error in one island so the rest of the page keeps working. Try Again
 * clears the error state; when what failed was loading a part's code (a lazy screen or dialog),
 * it reloads the page, since the browser keeps that failure until then (module-load-failure.ts).
 */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { failed: boolean; codeNotLoaded: boolean }
> {
  override state = { failed: false, codeNotLoaded: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; codeNotLoaded: boolean } {
    return { failed: true, codeNotLoaded: isModuleLoadFailure(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('An island failed to render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ComponentErrorView
        onRetry={() => {
          if (this.state.codeNotLoaded) location.reload();
          else this.setState({ failed: false, codeNotLoaded: false });
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
