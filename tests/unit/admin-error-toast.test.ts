import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markShownInPlace } from '../../src/components/forms/server-errors.ts';
import { reportAdminError } from '../../src/features/admin/api/report-error.ts';
import { $toasts, clearToasts, showToast } from '../../src/features/toast/toast-store.ts';
import { ApiError } from '../../src/lib/api/api-client.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const refusal = () =>
  new ApiError('The request was invalid.', 400, { errors: { start: 'Enter a time' } });

describe('the admin error toast', () => {
  it('leaves out a refusal the screen shows beside its field (marked in the same turn)', async () => {
    const error = refusal();
    reportAdminError(error);
    // The screen's catch runs after the cache's onError, before the next task.
    await Promise.resolve();
    markShownInPlace(error);
    vi.runAllTimers();
    expect($toasts.get()).toEqual([]);
  });

  it('leaves out the generic toast when the screen said something of its own', async () => {
    const error = new ApiError('Server down', 503, undefined);
    reportAdminError(error);
    await Promise.resolve();
    showToast({ title: 'Import stopped', description: 'Server down', variant: 'destructive' });
    vi.advanceTimersByTime(0);
    expect($toasts.get()).toEqual([expect.objectContaining({ title: 'Import stopped' })]);
  });

  it('still toasts a failure no field shows', () => {
    reportAdminError(new ApiError('Server down', 503, undefined));
    vi.advanceTimersByTime(0);
    expect($toasts.get()).toEqual([
      expect.objectContaining({ title: 'Error', variant: 'destructive', open: true }),
    ]);
  });
});
