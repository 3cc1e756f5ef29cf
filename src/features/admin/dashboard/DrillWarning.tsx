import type { Dashboard } from '../../../lib/admin/areas/dashboard.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { AdminLink } from '../AdminLink.tsx';
import { formatShopDateTime } from '../format.ts';

/**
 * The reminder to run a simulated recall: the shop's food control plan needs one at least every
 * 12 months, so the dashboard warns from 11 months after the last (or when there is none yet).
 */
export function DrillWarning({ drill }: { drill: Dashboard['recallDrill'] }) {
  if (!drill.overdue) return null;
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">
        {drill.lastFinishedAt
          ? `A recall drill is due: the last was finished ${formatShopDateTime(drill.lastFinishedAt)}, over 11 months ago.`
          : 'No recall drill has been run yet.'}
      </p>
      <p className="mt-1">
        The food control plan needs a simulated recall at least once every 12 months. Run one on the{' '}
        <AdminLink href={screenHref('recall')} className="font-semibold text-brand-800 underline">
          Recall
        </AdminLink>{' '}
        screen.
      </p>
    </div>
  );
}
