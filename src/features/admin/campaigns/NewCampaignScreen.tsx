import { campaignsArea } from '../../../lib/admin/areas/campaigns.ts';
import { EMPTY_CAMPAIGN_FORM } from '../../../lib/newsletters/campaign-form.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { navigate } from '../router.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_CAMPAIGNS } from './campaign-text.ts';
import { CampaignForm } from './CampaignForm.tsx';
import { NewslettersTabs } from '../newsletters/NewslettersTabs.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/newsletters/campaigns/new: write a campaign and save it as a draft (admins). */
export default function NewCampaignScreen() {
  const create = useRouteMutation(campaignsArea.api.create, {
    refreshes: [campaignsArea.api.list],
  });
  return (
    <ScreenFrame title="New campaign" back={BACK_TO_CAMPAIGNS}>
      <NewslettersTabs current="campaigns" />
      <CampaignForm
        initial={EMPTY_CAMPAIGN_FORM}
        submitLabel="Save draft"
        onSave={async (draft) => {
          const created = await create.mutateAsync({ body: draft });
          showToast({
            title: 'Draft saved',
            description: 'Send a test, then send or schedule it.',
          });
          navigate(screenHref('campaign', { campaignId: created.id }));
        }}
      />
    </ScreenFrame>
  );
}
