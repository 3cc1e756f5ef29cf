import type { FrameControl } from '../../lib/checkout/frame-values.ts';

/** The controls of the server-rendered form as they are now (it may be off the page by then). */
export function controlsOf(form: HTMLFormElement): FrameControl[] {
  return [...form.elements].flatMap((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? [
          {
            name: element.name,
            type: element.type,
            value: element.value,
            defaultValue: element.defaultValue,
            checked: element instanceof HTMLInputElement && element.checked,
            defaultChecked: element instanceof HTMLInputElement && element.defaultChecked,
          },
        ]
      : [],
  );
}
