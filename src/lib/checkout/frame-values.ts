// What a shopper changed in the server-rendered checkout before the browser's form took its place:
// the page shows its fields at once, and the live form carries over what was typed or ticked.
import { EMPTY_CHECKOUT } from './form.ts';

/** One control of the server-rendered form as the browser has it now. */
export interface FrameControl {
  name: string;
  type: string;
  value: string;
  /** The value the server rendered (`defaultValue`), for text. */
  defaultValue: string;
  checked: boolean;
  /** Whether the server rendered it ticked (`defaultChecked`), for boxes and radios. */
  defaultChecked: boolean;
}

/** A form path and the value the shopper gave it. */
export type FrameChange = readonly [path: string, value: string | boolean];

/** Every path of the checkout's values with the kind of value it holds. */
function pathsOf(value: unknown, prefix = ''): Map<string, 'string' | 'boolean'> {
  const paths = new Map<string, 'string' | 'boolean'>();
  if (typeof value === 'string' || typeof value === 'boolean') {
    paths.set(prefix, typeof value === 'string' ? 'string' : 'boolean');
    return paths;
  }
  if (typeof value !== 'object' || value === null) return paths;
  for (const [key, inner] of Object.entries(value)) {
    for (const [path, kind] of pathsOf(inner, prefix ? `${prefix}.${key}` : key)) {
      paths.set(path, kind);
    }
  }
  return paths;
}

const CHECKOUT_PATHS = pathsOf(EMPTY_CHECKOUT);

/**
 * The changes the shopper made to the server-rendered form: text that differs from what was
 * rendered, a box ticked or unticked, a radio chosen. Controls the form does not have (the slot
 * radios, which come with the live form) and untouched controls give nothing, so the values kept
 * in this tab are not overwritten by the server's empty ones.
 */
export function frameChanges(controls: readonly FrameControl[]): FrameChange[] {
  const changes: FrameChange[] = [];
  for (const control of controls) {
    const kind = CHECKOUT_PATHS.get(control.name);
    if (!kind) continue;
    if (control.type === 'radio') {
      if (kind === 'string' && control.checked && !control.defaultChecked) {
        changes.push([control.name, control.value]);
      }
    } else if (control.type === 'checkbox') {
      if (kind === 'boolean' && control.checked !== control.defaultChecked) {
        changes.push([control.name, control.checked]);
      }
    } else if (kind === 'string' && control.value !== control.defaultValue) {
      changes.push([control.name, control.value]);
    }
  }
  return changes;
}

/**
 * The changes as the nested values a form kept in this tab holds (parseDraft fills in the rest),
 * so a reload brings back what was typed into the frame.
 */
export function draftOfChanges(changes: readonly FrameChange[]): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const [path, value] of changes) {
    const keys = path.split('.');
    const last = keys.pop() ?? path;
    let at = draft;
    for (const key of keys) {
      const inner = at[key];
      const next: Record<string, unknown> =
        typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {};
      at[key] = next;
      at = next;
    }
    at[last] = value;
  }
  return draft;
}

/** The empty form's value at a path (`fulfilment.method`), for the frame to show it chosen. */
export function defaultValueAt(path: string): string | boolean | undefined {
  if (!CHECKOUT_PATHS.has(path)) return undefined;
  let at: unknown = EMPTY_CHECKOUT;
  for (const key of path.split('.')) {
    at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return typeof at === 'string' || typeof at === 'boolean' ? at : undefined;
}
