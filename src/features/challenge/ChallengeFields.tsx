import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
} from '../../components/forms/fields.tsx';
import type { HumanCheckControls } from './use-challenge-form.ts';

/**
 * A public form's spam guard: the "What is a + b?" field (with its loading and failed states and
 * optional helper text) and the honeypot. Ids are `<idPrefix>-human-check` and
 * `<idPrefix>-website`.
 */
export function HumanCheckFields({
  idPrefix,
  helperText,
  challenge,
  newQuestion,
  registerAnswer,
  error,
  honeypotRef,
}: HumanCheckControls & { idPrefix: string; helperText?: string }) {
  const id = `${idPrefix}-human-check`;
  const helperId = `${id}-help`;
  const honeypotId = `${idPrefix}-website`;
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
        {...registerAnswer()}
      />
      <FieldMessage fieldId={id} message={error} />
      {challenge.status === 'failed' ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          We couldn’t load the question.{' '}
          <button type="button" onClick={newQuestion} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : null}
      {/* The honeypot: a field people never see or reach, so only bots fill it in. It stays
          outside the accessibility tree and the tab order, and is never autofilled. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Website</label>
        <input
          ref={honeypotRef}
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </div>
  );
}

/**
 * The submit button of a challenge-protected form: disabled until its question has arrived and
 * while the request runs, when it shows `busyLabel`.
 */
export function ChallengeSubmitButton({
  label,
  busyLabel,
  submitRef,
  isSubmitting,
  challenge,
}: HumanCheckControls & { label: string; busyLabel: string }) {
  return (
    <button
      ref={submitRef}
      type="submit"
      disabled={isSubmitting || challenge.status !== 'ready'}
      className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
