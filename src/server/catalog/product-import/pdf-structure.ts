// How deeply a PDF nests its Form XObjects, and how many draws one form expands to, read from the
// file's objects before any text is extracted. A form that draws a form that draws a form... is
// how a PDF of a few KB makes a reader produce millions of pieces of text (issue 26); pdf.js has
// no limit of its own, so the file is measured first and refused when it is out of proportion.
import { inflateSync } from 'node:zlib';

/** What the measure found: the deepest nesting of forms and the most draws one form expands to. */
export interface FormNesting {
  depth: number;
  draws: number;
}

/** Most bytes one stream (a form's content, an object stream) is inflated to while measuring. */
const MAX_STREAM_BYTES = 8 * 1024 * 1024;
/** Most bytes inflated in all, so a file of many streams costs no more than a few big ones. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** Counting stops here: the answer is only compared with limits far below it. */
const COUNT_CEILING = 1e9;

interface RawObject {
  dict: string;
  data: Uint8Array | null;
}

/** Raw objects by "number generation", from a latin1 view of the bytes (object streams opened). */
class ObjectTable {
  readonly objects = new Map<string, RawObject>();
  private inflated = 0;

  constructor(bytes: Uint8Array) {
    const text = new TextDecoder('latin1').decode(bytes);
    const header = /(\d+)\s+(\d+)\s+obj\b/g;
    for (let found = header.exec(text); found; found = header.exec(text)) {
      const start = header.lastIndex;
      const end = text.indexOf('endobj', start);
      const body = text.slice(start, end === -1 ? undefined : end);
      const streamAt = /\bstream\r?\n/.exec(body);
      const dict = streamAt ? body.slice(0, streamAt.index) : body;
      const dataStart = streamAt ? start + streamAt.index + streamAt[0].length : -1;
      const dataEnd = streamAt ? text.indexOf('endstream', dataStart) : -1;
      const data = dataEnd > dataStart ? bytes.subarray(dataStart, dataEnd) : null;
      this.objects.set(`${found[1] ?? ''} ${found[2] ?? ''}`, { dict, data });
      if (end !== -1) header.lastIndex = end;
    }
    for (const object of [...this.objects.values()]) {
      if (/\/Type\s*\/ObjStm\b/.test(object.dict)) this.openObjectStream(object);
    }
  }

  /** The decoded bytes of a stream: Flate is inflated (bounded), other filters are not read. */
  content(object: RawObject): string {
    if (!object.data) return '';
    const filter = /\/Filter\s*\[?\s*\/(\w+)/.exec(object.dict)?.[1];
    if (filter === undefined) return new TextDecoder('latin1').decode(object.data);
    if (filter !== 'FlateDecode' || this.inflated >= MAX_TOTAL_BYTES) return '';
    try {
      const out = inflateSync(object.data, { maxOutputLength: MAX_STREAM_BYTES });
      this.inflated += out.length;
      return new TextDecoder('latin1').decode(out);
    } catch {
      return ''; // damaged or too large: pdf.js reports damage, the text cap bounds the rest
    }
  }

  private openObjectStream(stream: RawObject) {
    const text = this.content(stream);
    const count = Number(/\/N\s+(\d+)/.exec(stream.dict)?.[1] ?? 0);
    const first = Number(/\/First\s+(\d+)/.exec(stream.dict)?.[1] ?? 0);
    const numbers = text.slice(0, first).trim().split(/\s+/).map(Number);
    for (let index = 0; index < count && index * 2 + 1 < numbers.length; index += 1) {
      const start = first + (numbers[index * 2 + 1] ?? 0);
      const end = index + 1 < count ? first + (numbers[index * 2 + 3] ?? text.length) : undefined;
      this.objects.set(`${String(numbers[index * 2])} 0`, {
        dict: text.slice(start, end),
        data: null,
      });
    }
  }

  /** A value that may be a reference (`12 0 R`): the referenced object's text, else the value. */
  resolve(value: string): string {
    const ref = /^\s*(\d+)\s+(\d+)\s+R/.exec(value);
    return ref ? (this.objects.get(`${ref[1] ?? ''} ${ref[2] ?? ''}`)?.dict ?? '') : value;
  }
}

/** The text of the value after `/Key` in a dictionary: a nested `<<...>>` or a reference. */
function entry(dict: string, key: string): string | null {
  const at = new RegExp(`/${key}(?![\\w#])\\s*`).exec(dict);
  if (!at) return null;
  const start = at.index + at[0].length;
  if (!dict.startsWith('<<', start)) return /^\d+\s+\d+\s+R/.exec(dict.slice(start))?.[0] ?? null;
  let depth = 0;
  for (let index = start; index < dict.length - 1; index += 1) {
    const pair = dict.slice(index, index + 2);
    if (pair === '<<') {
      depth += 1;
      index += 1;
    } else if (pair === '>>') {
      depth -= 1;
      index += 1;
      if (depth === 0) return dict.slice(start, index + 1);
    }
  }
  return dict.slice(start);
}

/** The `/Name 12 0 R` entries of an XObject dictionary. */
function namedRefs(dict: string): Map<string, string> {
  const refs = new Map<string, string>();
  for (const [, name = '', number = '', generation = ''] of dict.matchAll(
    /\/([^\s/[\]<>(){}%]+)\s+(\d+)\s+(\d+)\s+R/g,
  )) {
    refs.set(name, `${number} ${generation}`);
  }
  return refs;
}

/**
 * Measures the nesting of a PDF's Form XObjects. A form without resources of its own draws from
 * its caller's; it is measured against every XObject name in the file, which can only count more.
 */
export function measureFormNesting(bytes: Uint8Array): FormNesting {
  const table = new ObjectTable(bytes);
  const forms = new Map<string, RawObject>();
  const everyName = new Map<string, Set<string>>();
  for (const [id, object] of table.objects) {
    if (object.data && /\/Subtype\s*\/Form\b/.test(object.dict)) forms.set(id, object);
    const xobjects = entry(object.dict, 'XObject');
    for (const [name, ref] of namedRefs(xobjects === null ? '' : table.resolve(xobjects))) {
      everyName.set(name, (everyName.get(name) ?? new Set()).add(ref));
    }
  }
  // For each form, the forms it draws, once per draw.
  const drawn = new Map<string, string[]>();
  for (const [id, form] of forms) {
    const resources = entry(form.dict, 'Resources');
    const xobjects = resources === null ? null : entry(table.resolve(resources), 'XObject');
    const own = xobjects === null ? null : namedRefs(table.resolve(xobjects));
    const children: string[] = [];
    for (const [, name = ''] of table.content(form).matchAll(/\/([^\s/[\]<>(){}%]+)\s*Do\b/g)) {
      const refs = own ? [own.get(name)] : [...(everyName.get(name) ?? [])];
      for (const ref of refs) if (ref !== undefined && forms.has(ref)) children.push(ref);
    }
    drawn.set(id, children);
  }
  const measured = new Map<string, FormNesting>();
  const measuring = new Set<string>();
  const measure = (id: string): FormNesting => {
    const known = measured.get(id);
    if (known) return known;
    // A form that draws itself, directly or not, nests without end.
    if (measuring.has(id)) return { depth: Number.POSITIVE_INFINITY, draws: COUNT_CEILING };
    measuring.add(id);
    let depth = 1;
    let draws = 0;
    for (const child of drawn.get(id) ?? []) {
      const inner = measure(child);
      depth = Math.max(depth, inner.depth + 1);
      draws = Math.min(COUNT_CEILING, draws + 1 + inner.draws);
    }
    measuring.delete(id);
    const result = { depth, draws };
    measured.set(id, result);
    return result;
  };
  let deepest: FormNesting = { depth: 0, draws: 0 };
  try {
    for (const id of forms.keys()) {
      const { depth, draws } = measure(id);
      deepest = { depth: Math.max(deepest.depth, depth), draws: Math.max(deepest.draws, draws) };
    }
  } catch (error) {
    // A chain of forms so long that measuring it overflows the stack is no product list.
    if (error instanceof RangeError)
      return { depth: Number.POSITIVE_INFINITY, draws: COUNT_CEILING };
    throw error;
  }
  return deepest;
}
