import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userMessageFor } from '../../lib/api/api-client.ts';
import { Spinner } from './Spinner.tsx';

/** A screen's data area: the spinner while loading, a red message on failure, else the content. */
export function QueryStatus<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <p role="alert" className="mt-6 font-semibold text-red-700">
        {userMessageFor(query.error)}
      </p>
    );
  }
  return children(query.data);
}
