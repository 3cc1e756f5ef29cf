import { campaignsArea, type CampaignListItem } from '../../../lib/admin/areas/campaigns.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { useMayCall } from '../permissions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';
import { CAMPAIGN_STATUS_LABELS, campaignWhen } from './campaign-text.ts';
import { NewslettersTabs } from '../newsletters/NewslettersTabs.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

const COLUMNS: readonly Column<CampaignListItem>[] = [
  {
    header: 'Subject',
    rowHeader: true,
    cell: ({ campaign }) => (
      <AdminLink
        href={screenHref('campaign', { campaignId: campaign.id })}
        className="font-semibold text-brand-800 underline"
      >
        {campaign.subject}
      </AdminLink>
    ),
  },
  {
    header: 'Status',
    cell: ({ campaign }) => (
      <span className="rounded-full bg-stone-100 px-2 py-1 text-sm font-semibold text-stone-800">
        {CAMPAIGN_STATUS_LABELS[campaign.status]}
      </span>
    ),
  },
  { header: 'Recipients', align: 'right', cell: ({ progress }) => progress.recipients },
  {
    header: 'Sent',
    align: 'right',
    cell: ({ progress }) =>
      progress.kept > 0
        ? `${String(progress.sent)} (${String(progress.kept)} kept in the outbox)`
        : progress.sent,
  },
  { header: 'Failed', align: 'right', cell: ({ progress }) => progress.failed },
  { header: 'Unsubscribes', align: 'right', cell: ({ progress }) => progress.unsubscribes },
  {
    header: 'When',
    cell: ({ campaign }) => <span className="text-sm">{campaignWhen(campaign)}</span>,
  },
];

/** /admin/newsletters/campaigns: every campaign with its status and counts. */
export default function CampaignsScreen() {
  const mayCreate = useMayCall(campaignsArea.api.create);
  const list = useRouteQuery(campaignsArea.api.list, {});
  return (
    <>
      <NewslettersTabs current="campaigns" />
      <ScreenFrame
        title="Campaigns"
        actions={
          mayCreate ? (
            <AdminLink href={screenHref('campaign-new')} className={PRIMARY_BUTTON}>
              New campaign
            </AdminLink>
          ) : null
        }
      >
        {mayCreate ? null : (
          <p className="mt-2 text-stone-700">
            You can read campaigns and follow their sending; only an admin can write or send one.
          </p>
        )}
        <QueryStatus query={list}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="mt-4 text-stone-700">No campaigns yet.</p>
            ) : (
              <DataTable
                caption="Campaigns"
                columns={COLUMNS}
                rows={rows}
                rowKey={({ campaign }) => campaign.id}
              />
            )
          }
        </QueryStatus>
      </ScreenFrame>
    </>
  );
}
