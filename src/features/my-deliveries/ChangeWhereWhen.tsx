import { useId, useState, type SyntheticEvent } from 'react';
import { fieldClass, LABEL_CLASS } from '../../components/forms/fields.tsx';
import type {
  StandingOrderView,
  WeeklySlotChoice,
} from '../../lib/standing-orders/my-deliveries.ts';
import { callDeliveries, refusalOf } from './call.ts';
import type { RunChange } from './StandingOrderCard.tsx';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from './styles.ts';

const ADDRESS_FIELDS = [
  ['line1', 'Street address', 'address-line1'],
  ['line2', 'Apartment, unit (optional)', 'address-line2'],
  ['suburb', 'Suburb', 'address-level3'],
  ['city', 'Town or city', 'address-level2'],
  ['postcode', 'Postcode', 'postal-code'],
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number][0];

/** Changes the weekly day and time, and (for delivery) the address with its zone's times. */
export default function ChangeWhereWhen({
  order,
  run,
}: {
  order: StandingOrderView;
  run: RunChange;
}) {
  const id = useId();
  const [mode, setMode] = useState<'none' | 'slot' | 'address'>('none');
  const [slotId, setSlotId] = useState(order.slotId);
  const [address, setAddress] = useState<Record<AddressField, string>>(
    order.address ?? { line1: '', line2: '', suburb: '', city: '', postcode: '' },
  );
  const [choices, setChoices] = useState<WeeklySlotChoice[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const params = { id: order.id };

  const findTimes = async () => {
    setProblem(null);
    try {
      const query = { postcode: address.postcode, suburb: address.suburb };
      const found = await callDeliveries('weeklySlots', { query });
      if (!found.zone) setProblem('We do not deliver to this address yet.');
      setChoices(found.slots);
      setSlotId(
        found.slots.some((slot) => slot.slotId === order.slotId)
          ? order.slotId
          : (found.slots[0]?.slotId ?? ''),
      );
    } catch (error) {
      setProblem(refusalOf(error));
    }
  };
  const saveSlot = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (await run(() => callDeliveries('slot', { params, body: { slotId } }))) setMode('none');
  };
  const saveAddress = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (choices === null) {
      await findTimes();
      return;
    }
    setProblem(null);
    if (
      await run(() => callDeliveries('address', { params, body: { address, slotId } }), setProblem)
    )
      setMode('none');
  };
  const slotSelect = (options: readonly WeeklySlotChoice[]) => (
    <div>
      <label htmlFor={`${id}-slot`} className={LABEL_CLASS}>
        Day and time
      </label>
      <select
        id={`${id}-slot`}
        value={slotId}
        onChange={(event) => {
          setSlotId(event.target.value);
        }}
        className={fieldClass(false)}
      >
        {options.map((choice) => (
          <option key={choice.slotId} value={choice.slotId}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );

  if (mode === 'none')
    return (
      <span className="inline-flex flex-wrap gap-2">
        <button
          type="button"
          className={`${SECONDARY_BUTTON_CLASS} mt-4`}
          onClick={() => {
            setMode('slot');
          }}
        >
          Change day and time
        </button>
        {order.method === 'delivery' && (
          <button
            type="button"
            className={`${SECONDARY_BUTTON_CLASS} mt-4`}
            onClick={() => {
              setChoices(null);
              setMode('address');
            }}
          >
            Change address
          </button>
        )}
      </span>
    );
  const cancel = (
    <button
      type="button"
      className={SECONDARY_BUTTON_CLASS}
      onClick={() => {
        setMode('none');
      }}
    >
      Keep as it is
    </button>
  );
  if (mode === 'slot')
    return (
      <form onSubmit={(event) => void saveSlot(event)} className="mt-6 grid gap-3 sm:max-w-md">
        {slotSelect(order.slotChoices)}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Save day and time
          </button>
          {cancel}
        </div>
      </form>
    );
  return (
    <form onSubmit={(event) => void saveAddress(event)} className="mt-6 grid gap-3 sm:max-w-md">
      {ADDRESS_FIELDS.map(([field, label, autoComplete]) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={LABEL_CLASS}>
            {label}
          </label>
          <input
            id={`${id}-${field}`}
            autoComplete={autoComplete}
            required={field !== 'line2'}
            value={address[field]}
            onChange={(event) => {
              setAddress({ ...address, [field]: event.target.value });
              setChoices(null);
            }}
            className={fieldClass(false)}
          />
        </div>
      ))}
      {choices && choices.length > 0 && slotSelect(choices)}
      {problem && (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON_CLASS}>
          {choices === null ? 'Find the times here' : 'Save address'}
        </button>
        {cancel}
      </div>
    </form>
  );
}
