import { useEffect, useRef } from 'react';
import type { CheckoutFix, CheckoutProblem } from '../../lib/checkout/refusal.ts';
import { SECONDARY_BUTTON_CLASS } from './styles.ts';

const FIX_LABELS: Record<Exclude<CheckoutFix, 'add_meals'>, string> = {
  fit_cart: 'Update my cart to what is left',
  pickup: 'Choose pickup',
  remove_code: 'Remove the code',
};

/** The fixes offered beside a checkout problem: buttons, and a link to add meals. */
export function FixButtons({
  fixes,
  onFix,
}: {
  fixes: readonly CheckoutFix[];
  onFix: (fix: CheckoutFix) => void;
}) {
  if (fixes.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {fixes.map((fix) =>
        fix === 'add_meals' ? (
          <a key={fix} href="/meals" className={SECONDARY_BUTTON_CLASS}>
            Add more meals
          </a>
        ) : (
          <button
            key={fix}
            type="button"
            className={SECONDARY_BUTTON_CLASS}
            onClick={() => {
              onFix(fix);
            }}
          >
            {FIX_LABELS[fix]}
          </button>
        ),
      )}
    </div>
  );
}

/**
 * Why the order was refused, beside Place order: scrolled into view and focused as it appears,
 * so the shopper sees it wherever they were on the page, with the fixes as buttons.
 */
export default function CheckoutAlert({
  problem,
  onFix,
}: {
  problem: CheckoutProblem | null;
  onFix: (fix: CheckoutFix) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [problem]);
  if (!problem) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="scroll-mt-24 rounded-lg border border-red-700 bg-red-50 p-4 focus-visible:outline-brand-700"
    >
      <p className="font-semibold text-red-800">{problem.title}</p>
      {problem.lines.length === 1 ? (
        <p className="mt-1">{problem.lines[0]}</p>
      ) : (
        <ul className="mt-2 list-disc pl-5">
          {problem.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <FixButtons fixes={problem.fixes} onFix={onFix} />
    </div>
  );
}
