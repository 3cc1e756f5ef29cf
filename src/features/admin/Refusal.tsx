import { markShownInPlace } from '../../components/forms/server-errors.ts';
import { ApiError } from '../../lib/api/api-client.ts';

/**
 * The words of a 409 (a conflict only the screen that asked can explain, e.g. the last admin),
 * marked as shown in place so the admin app's error toast does not repeat them; null for any
 * other refusal, which that toast reports.
 */
export function conflictRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError && error.status === 409)) return null;
  markShownInPlace(error);
  return error.message;
}

/** Why the server refused a change, in red beside the control that asked for it; nothing if null. */
export function RefusalLine({
  refusal,
  className,
}: {
  refusal: string | null;
  /** Spacing from what stands above it, e.g. `mt-3`. */
  className?: string;
}) {
  if (!refusal) return null;
  return (
    <p role="alert" className={[className, 'font-semibold text-red-700'].filter(Boolean).join(' ')}>
      {refusal}
    </p>
  );
}
