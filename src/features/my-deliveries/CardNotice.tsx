import { useEffect, useRef } from 'react';

/** What a change answered, and the place on the card where it was asked for. */
export interface PlacedNotice {
  where: string;
  text: string;
  problem: boolean;
}

/**
 * A change's answer shown where the shopper acted, not at the top of a long page: it takes the
 * focus when it appears (so a screen reader reads it and the page scrolls to it), and is a status
 * region so a later answer in the same place is announced too.
 */
export default function CardNotice({
  notice,
  where,
}: {
  notice: PlacedNotice | null;
  where: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = notice?.where === where ? notice : null;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      data-card-notice={where}
      className={`mt-3 rounded-lg p-3 font-medium ${shown.problem ? 'bg-amber-50 text-red-800' : 'bg-brand-50'}`}
    >
      {shown.text}
    </p>
  );
}
