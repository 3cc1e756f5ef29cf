import { useEffect, useRef } from 'react';

/**
 * A submit button is disabled while its request runs, and a disabled button drops the focus.
 * This hands the focus back to the button when the request ends, unless something else (a field
 * with an error, say) has taken it meanwhile.
 */
export function useSubmitFocus(isSubmitting: boolean) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting) {
      const active = document.activeElement;
      if (active === null || active === document.body) buttonRef.current?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);
  return buttonRef;
}
