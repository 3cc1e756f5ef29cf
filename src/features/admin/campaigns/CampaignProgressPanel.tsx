import { campaignsArea } from '../../../lib/admin/areas/campaigns.ts';
import type { CampaignProgress } from '../../../lib/newsletters/campaign.ts';
import { useQuery } from '@tanstack/react-query';
import { routeKey } from '../api/hooks.ts';
import { callRoute } from '../api/route-client.ts';
import { PANEL } from '../styles.ts';

/** Sent, kept, failed and left as a bar and in numbers, polled every 2 s while sending. */
export function CampaignProgressPanel({ campaignId }: { campaignId: string }) {
  const input = { params: { id: campaignId } };
  const progress = useQuery({
    queryKey: routeKey(campaignsArea.api.progress, input),
    queryFn: ({ signal }) => callRoute(campaignsArea.api.progress, input, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'sending' || status === 'scheduled' ? 2_000 : false;
    },
  });
  const data: CampaignProgress | undefined = progress.data;
  if (!data) return null;
  const done = data.sent + data.kept + data.failed + data.skipped;
  const share = (count: number) =>
    data.recipients === 0 ? 0 : Math.round((count / data.recipients) * 1000) / 10;
  const figures = [
    ['Recipients', data.recipients],
    ['Sent', data.sent],
    ...(data.kept > 0
      ? ([['Kept in the outbox, not sent (no mail server was set up)', data.kept]] as const)
      : []),
    ['Failed', data.failed],
    ['Skipped (left the list or changed topics)', data.skipped],
    ['Left to send', data.left],
    ['Unsubscribed through it', data.unsubscribes],
  ] as const;
  return (
    <section aria-labelledby="campaign-progress-title" className={`${PANEL} mt-4 grid gap-3`}>
      <h2 id="campaign-progress-title" className="text-lg font-bold">
        Sending
      </h2>
      <div
        role="progressbar"
        aria-label="Emails done"
        aria-valuemin={0}
        aria-valuemax={data.recipients}
        aria-valuenow={done}
        aria-valuetext={`${String(done)} of ${String(data.recipients)} done`}
        className="flex h-4 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="bg-green-700" style={{ width: `${String(share(data.sent))}%` }} />
        <div className="bg-amber-500" style={{ width: `${String(share(data.kept))}%` }} />
        <div className="bg-red-700" style={{ width: `${String(share(data.failed))}%` }} />
        <div className="bg-stone-500" style={{ width: `${String(share(data.skipped))}%` }} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]" aria-live="polite">
        {figures.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
