import type { ReactNode } from 'react';
import type { QueryState } from './admin-api.ts';
import { Spinner } from './Spinner.tsx';

/** A screen's data area: the spinner while loading, a red message on failure, else the content. */
export function QueryStatus<T>({
  state,
  children,
}: {
  state: QueryState<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="mt-6 font-semibold text-red-700">
        {state.message}
      </p>
    );
  }
  return children(state.data);
}
