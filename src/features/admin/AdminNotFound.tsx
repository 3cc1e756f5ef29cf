import { NotFoundView } from '../../components/errors/NotFoundView.tsx';

/** The not-found view (Go Back and Home, no refresh) for an admin path no screen claims. */
export function AdminNotFound() {
  return <NotFoundView landmark="main" />;
}
