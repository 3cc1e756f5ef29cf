// What an audited change did to its record, in words staff read: its label (an order's number, a
// product's name), the fields it changed with their values before and after, and never a secret.
import { z } from 'zod';

/** One changed field: its path (`totals.totalCents`) and its values as short text. */
export const FieldChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type FieldChange = z.output<typeof FieldChangeSchema>;

/** Fields whose values never leave the server, whatever record they are in. */
const SECRET_FIELD = /password|hash|secret|token|apikey|api_key|salt/i;
/** What a secret shows instead of its value. */
export const HIDDEN_VALUE = '(hidden)';
/** How deep nested records are compared field by field; deeper values compare whole. */
const MOST_DEPTH = 3;
/** The longest value shown; the rest is cut with an ellipsis. */
const MOST_VALUE_CHARACTERS = 200;
/** The most fields one entry lists. */
const MOST_CHANGES = 60;
/** Fields that name a record, in the order a label is taken from them. */
const LABEL_FIELDS = ['number', 'name', 'username', 'title', 'subject', 'code', 'email', 'date'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name people know a record by, from what the entry kept of it ('' when none). */
export function labelOfRecord(before: unknown, after: unknown): string {
  for (const record of [after, before]) {
    if (!isPlainObject(record)) continue;
    for (const field of LABEL_FIELDS) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return '';
}

/** A value as short text: strings as they are, the rest as JSON, '—' for none. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return shown.length > MOST_VALUE_CHARACTERS
    ? `${shown.slice(0, MOST_VALUE_CHARACTERS - 1)}…`
    : shown;
}

/** Whether a field's value must stay hidden (a password hash, a token). */
const isSecret = (path: string): boolean => SECRET_FIELD.test(path.split('.').at(-1) ?? '');

/** Leaves (path → value) of a record, nested records walked to MOST_DEPTH; none for no record. */
function leavesOf(value: unknown, path: string, depth: number, into: Map<string, unknown>) {
  if (!path && (value === null || value === undefined)) return;
  if (isPlainObject(value) && depth < MOST_DEPTH && !isSecret(path)) {
    for (const [key, inner] of Object.entries(value)) {
      leavesOf(inner, path ? `${path}.${key}` : key, depth + 1, into);
    }
    if (Object.keys(value).length === 0 && path) into.set(path, value);
    return;
  }
  into.set(path || 'value', value);
}

/**
 * The fields a change touched, in the record's own order: each whose value differs before and
 * after (added and removed ones too). A secret field shows as changed or not, never its value.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = new Map<string, unknown>();
  const is = new Map<string, unknown>();
  leavesOf(before, '', 0, was);
  leavesOf(after, '', 0, is);
  const changes: FieldChange[] = [];
  for (const field of new Set([...was.keys(), ...is.keys()])) {
    const from = was.get(field);
    const to = is.get(field);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    const shown = (value: unknown) =>
      isSecret(field) && value !== undefined ? HIDDEN_VALUE : valueText(value);
    changes.push({ field, before: shown(from), after: shown(to) });
  }
  return changes.slice(0, MOST_CHANGES);
}
