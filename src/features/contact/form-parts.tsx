import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ChallengeState } from './use-challenge.ts';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
} from '../../components/forms/fields.tsx';

/**
 * The honeypot: a field people never see or reach, so only bots fill it in. It stays outside the
 * accessibility tree and the tab order, and browsers are asked not to autofill it.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        ref={inputRef}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** Props of the maths question field. */
export interface HumanCheckFieldProps {
  id: string;
  challenge: ChallengeState;
  onRetry: () => void;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  helperText?: string;
}

/** The "What is a + b?" field, with its loading and failed states. */
export function HumanCheckField({
  id,
  challenge,
  onRetry,
  registration,
  error,
  helperText,
}: HumanCheckFieldProps) {
  const helperId = `${id}-help`;
  const label =
    challenge.status === 'ready'
      ? `What is ${challenge.challenge.a} + ${challenge.challenge.b}?`
      : 'Loading a question…';
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {challenge.status === 'failed' ? 'Maths question' : label}
      </label>
      {helperText ? (
        <p id={helperId} className="mt-1 text-sm text-stone-700">
          {helperText}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`${fieldClass(Boolean(error))} max-w-32`}
        {...errorAria(id, error, ...(helperText ? [helperId] : []))}
        {...registration}
      />
      <FieldMessage fieldId={id} message={error} />
      {challenge.status === 'failed' ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          We couldn’t load the question.{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : null}
    </div>
  );
}
