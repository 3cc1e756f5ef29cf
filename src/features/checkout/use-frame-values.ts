import { useLayoutEffect, useState, type RefObject } from 'react';
import type { FieldPath, UseFormSetValue } from 'react-hook-form';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { frameChanges } from '../../lib/checkout/frame-values.ts';
import { controlsOf } from './frame-controls.ts';

/** The server-rendered checkout (checkout.astro's fallback) and the field last focused in it. */
interface Frame {
  form: HTMLFormElement;
  focused: { name: string } | null;
  stop: () => void;
}

/** Finds the server-rendered form while it is still on the page and follows its focus. */
function watchFrame(): Frame | null {
  // The server renders the frame itself: there is none to watch there.
  if (typeof document === 'undefined') return null;
  const form = document.querySelector<HTMLFormElement>('[data-checkout-frame] form');
  if (!form) return null;
  const nameOf = (element: Element | null) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.name
      : '';
  const frame: Frame = { form, focused: null, stop: () => undefined };
  const active = nameOf(form.contains(document.activeElement) ? document.activeElement : null);
  if (active) frame.focused = { name: active };
  const onFocus = (event: FocusEvent) => {
    const name = nameOf(event.target as Element | null);
    frame.focused = name ? { name } : null;
  };
  form.addEventListener('focusin', onFocus);
  frame.stop = () => {
    form.removeEventListener('focusin', onFocus);
  };
  return frame;
}

/**
 * Carries what the shopper typed into the server-rendered checkout over to the live form as it
 * takes its place, and puts the caret back in the field they were typing in. It runs as the live
 * form is committed (a layout effect: no key press can land in between), and reads the old form
 * then, not when rendering began, because React may pause a render while the shopper types.
 * Call it after every hook of the page that watches the form: a watcher subscribes in its own
 * layout effect, and misses a value set before it did.
 */
export function useFrameValues(
  setValue: UseFormSetValue<CheckoutFormValues>,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  const [frame] = useState(watchFrame);
  useLayoutEffect(() => {
    if (!frame) return;
    frame.stop();
    for (const [path, value] of frameChanges(controlsOf(frame.form))) {
      // frameChanges keeps only the form's own paths, each with the kind of value it holds.
      setValue(path as FieldPath<CheckoutFormValues>, value as never, { shouldDirty: true });
    }
    if (!frame.focused) return;
    const field = formRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `[name="${CSS.escape(frame.focused.name)}"]`,
    );
    field?.focus();
    // The caret after the text, where typing goes on (email fields have no selection to set).
    if (field && /^(text|search|tel|url|textarea)$/.test(field.type)) {
      field.setSelectionRange(field.value.length, field.value.length);
    }
  }, [frame, formRef, setValue]);
}
