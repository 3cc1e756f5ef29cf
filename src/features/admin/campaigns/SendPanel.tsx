import { useState } from 'react';
import { TextField } from '../../../components/forms/fields.tsx';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { campaignsArea } from '../../../lib/admin/areas/campaigns.ts';
import {
  CampaignSendRequestSchema,
  CampaignTestRequestSchema,
  describeAudience,
  type Campaign,
} from '../../../lib/newsletters/campaign.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { NzDateTimeField } from '../forms/controlled-fields.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

const ScheduleSchema = CampaignSendRequestSchema.required();
const refreshes = [campaignsArea.api.get, campaignsArea.api.list, campaignsArea.api.progress];

/** A test to one address. */
function TestSendForm({ campaignId }: { campaignId: string }) {
  const test = useRouteMutation(campaignsArea.api.test);
  const { form, bind, submitRef } = useSchemaForm(
    CampaignTestRequestSchema,
    { to: '' },
    'campaign-test',
  );
  const send = async (body: { to: string }) => {
    try {
      const answer = await test.mutateAsync({ params: { id: campaignId }, body });
      showToast({
        title: answer.delivery === 'sent' ? 'Test sent' : 'Test saved to the outbox',
        description: answer.message,
      });
    } catch (error) {
      applyServerFieldErrors(error, ['to'], form.setError);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      className="grid gap-3"
    >
      <TextField
        {...bind('to')}
        type="email"
        label="Send a test to"
        help="The subject starts with [Test]."
      />
      <div>
        <button
          ref={submitRef}
          type="submit"
          disabled={form.formState.isSubmitting}
          className={SECONDARY_BUTTON}
        >
          {form.formState.isSubmitting ? 'Sending...' : 'Send test'}
        </button>
      </div>
    </form>
  );
}

/** Send at a Papamoa date and time (or change the time of a scheduled campaign). */
function ScheduleForm({ campaign }: { campaign: Campaign }) {
  const start = useRouteMutation(campaignsArea.api.send, { refreshes });
  const { form, submitRef } = useSchemaForm(
    ScheduleSchema,
    { sendAt: campaign.sendAt ?? '' },
    'campaign-schedule',
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const sendLater = async (body: { sendAt: string }) => {
    try {
      await start.mutateAsync({ params: { id: campaign.id }, body });
      showToast({ title: 'Scheduled', description: `"${campaign.subject}" will go out then.` });
    } catch (error) {
      applyServerFieldErrors(error, ['sendAt'], setError);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(sendLater)(event)}
      className="grid gap-3"
    >
      <NzDateTimeField
        control={control}
        name="sendAt"
        id="campaign-schedule-sendAt"
        label="Or send at"
        help="Papamoa time."
      />
      <div>
        <button ref={submitRef} type="submit" disabled={isSubmitting} className={SECONDARY_BUTTON}>
          {campaign.status === 'scheduled' ? 'Change the time' : 'Schedule'}
        </button>
      </div>
    </form>
  );
}

const NO_MAIL_SERVER =
  'No mail server is set up (SMTP_URL), so nobody will get this campaign: each email is only kept in the outbox. Set SMTP_URL in Netlify’s environment variables first (the README’s “Deploying to Netlify” says how).';

function subscriberCount(count: number): string {
  return `${count.toLocaleString('en-NZ')} ${count === 1 ? 'subscriber' : 'subscribers'}`;
}

/** Test it, then send now (after a confirm naming the audience) or schedule it. */
export function SendPanel({ campaign }: { campaign: Campaign }) {
  const start = useRouteMutation(campaignsArea.api.send, { refreshes });
  const [confirming, setConfirming] = useState(false);
  const size = useRouteQuery(campaignsArea.api.audience, { params: { id: campaign.id } });
  const count = size.data?.count;
  const outboxOnly = size.data?.mailServer === false;
  const audience =
    count === undefined
      ? describeAudience(campaign.audience)
      : `${describeAudience(campaign.audience)} (${subscriberCount(count)} now)`;
  const sendNow = async () => {
    await start.mutateAsync({ params: { id: campaign.id }, body: {} });
    setConfirming(false);
    showToast({
      title: outboxOnly ? 'Sending to the outbox' : 'Sending',
      description: outboxOnly
        ? `"${campaign.subject}" is being kept in the outbox for ${audience}: no mail server is set up.`
        : `"${campaign.subject}" is going out to ${audience}.`,
    });
  };
  return (
    <section aria-labelledby="campaign-send-title" className={`${PANEL} mt-4 grid gap-6`}>
      <h2 id="campaign-send-title" className="text-lg font-bold">
        Test and send
      </h2>
      <TestSendForm campaignId={campaign.id} />
      <div className="grid gap-2">
        <p>
          Goes to <strong>{audience}</strong>, checked again just before each email.
        </p>
        {outboxOnly ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3">{NO_MAIL_SERVER}</p>
        ) : null}
        <div>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            onClick={() => {
              setConfirming(true);
            }}
          >
            Send now
          </button>
        </div>
      </div>
      <ScheduleForm campaign={campaign} />
      <ConfirmDialog
        open={confirming}
        title="Send this campaign now?"
        confirmLabel="Send now"
        danger={false}
        busy={start.isPending}
        onConfirm={() =>
          void sendNow().catch(() => {
            setConfirming(false);
          })
        }
        onCancel={() => {
          setConfirming(false);
        }}
      >
        <p>
          &ldquo;{campaign.subject}&rdquo; goes to {audience}. Once it starts it cannot be stopped
          or sent again.
        </p>
        {outboxOnly ? <p className="mt-2 font-semibold">{NO_MAIL_SERVER}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
