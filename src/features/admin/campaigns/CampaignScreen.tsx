import { useState } from 'react';
import { campaignsArea } from '../../../lib/admin/areas/campaigns.ts';
import { campaignFormValues } from '../../../lib/newsletters/campaign-form.ts';
import { describeAudience } from '../../../lib/newsletters/campaign.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useMayCall } from '../permissions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { navigate } from '../router.ts';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { DANGER_BUTTON, PANEL } from '../styles.ts';
import { BACK_TO_CAMPAIGNS, CAMPAIGN_STATUS_LABELS, campaignWhen } from './campaign-text.ts';
import { CampaignForm } from './CampaignForm.tsx';
import { CampaignPreview } from './CampaignPreview.tsx';
import { CampaignProgressPanel } from './CampaignProgressPanel.tsx';
import { NewslettersTabs } from '../newsletters/NewslettersTabs.tsx';
import { SendPanel } from './SendPanel.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/**
 * /admin/newsletters/campaigns/{id}: a campaign's status and sending progress; admins edit a
 * draft or scheduled one, test it, send or schedule it, or delete a draft. Staff read.
 */
export default function CampaignScreen({ params }: ScreenProps<'campaign'>) {
  const id = params.campaignId;
  const mayEdit = useMayCall(campaignsArea.api.update);
  const campaign = useRouteQuery(campaignsArea.api.get, { params: { id } });
  const update = useRouteMutation(campaignsArea.api.update, {
    refreshes: [campaignsArea.api.get, campaignsArea.api.list],
  });
  const remove = useRouteMutation(campaignsArea.api.remove, {
    refreshes: [campaignsArea.api.list],
  });
  const [deleting, setDeleting] = useState(false);
  return (
    <ScreenFrame title={campaign.data?.subject ?? 'Campaign'} back={BACK_TO_CAMPAIGNS}>
      <NewslettersTabs current="campaigns" />
      <QueryStatus query={campaign}>
        {(current) => {
          const editable = current.status === 'draft' || current.status === 'scheduled';
          return (
            <>
              <p className="text-stone-800">
                <strong>{CAMPAIGN_STATUS_LABELS[current.status]}</strong>
                {campaignWhen(current) ? ` · ${campaignWhen(current)}` : ''} · to{' '}
                {describeAudience(current.audience)}
              </p>
              {current.status === 'draft' ? null : (
                <CampaignProgressPanel campaignId={current.id} />
              )}
              {mayEdit && editable ? (
                <>
                  <CampaignForm
                    key={current.revision}
                    initial={campaignFormValues(current)}
                    submitLabel="Save changes"
                    onSave={async (draft) => {
                      await update.mutateAsync({
                        params: { id: current.id },
                        body: { ...draft, revision: current.revision },
                      });
                      showToast({ title: 'Campaign saved', description: current.subject });
                    }}
                  />
                  <SendPanel campaign={current} />
                  {current.status === 'draft' ? (
                    <div className="mt-4">
                      <button
                        type="button"
                        className={DANGER_BUTTON}
                        onClick={() => {
                          setDeleting(true);
                        }}
                      >
                        Delete draft
                      </button>
                    </div>
                  ) : null}
                  <ConfirmDialog
                    open={deleting}
                    title="Delete this draft?"
                    confirmLabel="Delete draft"
                    busy={remove.isPending}
                    onConfirm={() => {
                      void remove
                        .mutateAsync({ params: { id: current.id } })
                        .then(() => {
                          showToast({ title: 'Draft deleted', description: current.subject });
                          navigate(screenHref('campaigns'));
                        })
                        .catch(() => {
                          setDeleting(false);
                        });
                    }}
                    onCancel={() => {
                      setDeleting(false);
                    }}
                  >
                    <p>&ldquo;{current.subject}&rdquo; will be gone for good.</p>
                  </ConfirmDialog>
                </>
              ) : (
                <>
                  {mayEdit ? null : (
                    <p className="mt-2 text-stone-700">
                      Only an admin can change or send a campaign.
                    </p>
                  )}
                  <div className={`${PANEL} mt-4`}>
                    <CampaignPreview draft={current} />
                  </div>
                </>
              )}
            </>
          );
        }}
      </QueryStatus>
    </ScreenFrame>
  );
}
