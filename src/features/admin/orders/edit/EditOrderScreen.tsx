import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { ordersArea } from '../../../../lib/admin/areas/orders.ts';
import { screenHref } from '../../../../lib/admin/screens.ts';
import { formatNZD } from '../../../../lib/money.ts';
import { editRefusal, type OrderEditForm } from '../../../../lib/orders/order-edit.ts';
import type { Address, Customer } from '../../../../lib/orders/request.ts';
import { AdminLink } from '../../AdminLink.tsx';
import { routeKey, useRouteQuery } from '../../api/hooks.ts';
import { useRouteAction } from '../../api/use-route-action.ts';
import { QueryStatus } from '../../QueryStatus.tsx';
import { RefusalLine } from '../../Refusal.tsx';
import { navigate } from '../../router.ts';
import type { ScreenProps } from '../../screen-registry.ts';
import { ScreenFrame } from '../../ScreenFrame.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../styles.ts';
import { TypedField } from '../actions/TypedField.tsx';
import { draftOf, previewLines, requestOf, type EditDraft } from './edit-draft.ts';
import { MealLines } from './MealLines.tsx';

/** /admin/orders/{id}/edit: change an order's meals, address and contact details before packing. */
export default function EditOrderScreen({ params }: ScreenProps<'order-edit'>) {
  const { orderId } = params;
  const form = useRouteQuery(ordersArea.api.editForm, { params: { id: orderId } });
  const back = { href: screenHref('order', { orderId }), label: 'Back to the order' };
  return (
    <ScreenFrame
      title={form.data ? `Edit order ${form.data.order.number}` : 'Edit order'}
      back={back}
      width="medium"
    >
      <QueryStatus query={form}>
        {(found) => {
          const refusal = editRefusal(found.order);
          if (refusal) return <p className={`${PANEL} mt-4`}>{refusal}</p>;
          return (
            <EditForm
              key={found.revision}
              form={found}
              onReload={() => {
                void form.refetch();
              }}
            />
          );
        }}
      </QueryStatus>
    </ScreenFrame>
  );
}

const ADDRESS_FIELDS: readonly (readonly [keyof Address, string])[] = [
  ['line1', 'Street address'],
  ['line2', 'Unit or floor (optional)'],
  ['suburb', 'Suburb'],
  ['city', 'Town or city'],
  ['postcode', 'Postcode'],
];
const CONTACT_FIELDS: readonly (readonly [keyof Customer, string])[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
];

function EditForm({ form, onReload }: { form: OrderEditForm; onReload: () => void }) {
  const { order, meals, revision } = form;
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(order));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const baseId = useId();
  const edit = useRouteAction(ordersArea.api.edit, {
    refreshes: [ordersArea.api.list, ordersArea.api.editForm],
    onDone: (answer) => {
      client.setQueryData(routeKey(ordersArea.api.get, { params: { id: order.id } }), answer.order);
    },
    toast: (answer) => ({
      title: `Order ${order.number} saved`,
      description: `New total ${formatNZD(answer.order.totals.totalCents)}`,
    }),
  });
  const errors = { ...edit.fieldErrors, ...typed };
  const lines = previewLines(order, draft, meals);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = requestOf(draft, revision);
    if (!checked.ok) {
      setTyped(checked.errors);
      return;
    }
    setTyped({});
    const answer = await edit.run({ params: { id: order.id }, body: checked.request });
    if (answer) navigate(screenHref('order', { orderId: order.id }));
  };

  const field = (
    group: 'customer' | 'address',
    [key, label]: readonly [string, string],
    value: string,
    onChange: (value: string) => void,
  ) => (
    <TypedField
      key={key}
      id={`${baseId}-${group}-${key}`}
      label={label}
      value={value}
      error={errors[`${group}.${key}`]}
      onChange={onChange}
    />
  );

  return (
    <form
      className="mt-4 grid gap-6"
      aria-label="Edit order"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <section className={PANEL} aria-label="Meals">
        <h2 className="text-lg font-bold">Meals</h2>
        <MealLines
          items={draft.items}
          lines={lines}
          meals={meals}
          errors={errors}
          onChange={(items) => {
            setDraft({ ...draft, items });
          }}
        />
        {errors.items ? (
          <p role="alert" className="mt-2 font-semibold text-red-700">
            {errors.items}
          </p>
        ) : null}
        <label className="mt-4 flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={draft.useTodaysPrices}
            onChange={(event) => {
              setDraft({ ...draft, useTodaysPrices: event.target.checked });
            }}
          />
          <span>Use today&rsquo;s prices for the meals already in the order</span>
        </label>
        <p className="mt-3">
          Meals: <span className="font-semibold">{formatNZD(subtotal)}</span>, was{' '}
          {formatNZD(order.totals.subtotalCents)}. Delivery, discount and GST are worked out again
          when you save (order total now {formatNZD(order.totals.totalCents)}).
        </p>
      </section>
      {draft.address ? (
        <fieldset className={PANEL}>
          <legend className="float-left mb-2 text-lg font-bold">Delivery address</legend>
          <div className="clear-both grid gap-3 sm:grid-cols-2">
            {ADDRESS_FIELDS.map((entry) =>
              field('address', entry, draft.address?.[entry[0]] ?? '', (next) => {
                if (draft.address) {
                  setDraft({ ...draft, address: { ...draft.address, [entry[0]]: next } });
                }
              }),
            )}
          </div>
        </fieldset>
      ) : null}
      <fieldset className={PANEL}>
        <legend className="float-left mb-2 text-lg font-bold">Contact details</legend>
        <div className="clear-both grid gap-3 sm:grid-cols-2">
          {CONTACT_FIELDS.map((entry) =>
            field('customer', entry, draft.customer[entry[0]], (next) => {
              setDraft({ ...draft, customer: { ...draft.customer, [entry[0]]: next } });
            }),
          )}
        </div>
      </fieldset>
      <div className="grid gap-3">
        <RefusalLine refusal={edit.refusal} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={PRIMARY_BUTTON} disabled={edit.busy}>
            {edit.busy ? 'Saving...' : 'Save changes'}
          </button>
          {edit.refusal ? (
            <button type="button" className={SECONDARY_BUTTON} onClick={onReload}>
              Start again from the order as it is now
            </button>
          ) : null}
          <AdminLink href={screenHref('order', { orderId: order.id })} className={SECONDARY_BUTTON}>
            Cancel
          </AdminLink>
        </div>
      </div>
    </form>
  );
}
