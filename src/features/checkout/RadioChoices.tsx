import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CHOICE_CLASS } from './styles.ts';

/** The checkout's radio buttons for one choice (how to get the order, how to pay). */
export default function RadioChoices<V extends string>({
  values,
  labelOf,
  registration,
  className,
}: {
  values: readonly V[];
  labelOf: (value: V) => ReactNode;
  registration: UseFormRegisterReturn;
  /** Lays the choices out: a row that wraps, or a column. */
  className: string;
}) {
  return (
    <div className={className}>
      {values.map((value) => (
        <label key={value} className="flex items-center gap-2">
          <input type="radio" value={value} className={CHOICE_CLASS} {...registration} />
          {labelOf(value)}
        </label>
      ))}
    </div>
  );
}
