/**
 * Stripe's request bodies and queries: form encoding with brackets, as the SDK writes them
 * (`items[0][price]=price_1`, `metadata[userId]=u`, `expand[0]=discounts`). Read into nested
 * objects; objects whose keys are all indexes become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function pathOf(name: string): string[] {
  const head = name.split('[', 1)[0] ?? name;
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [head, ...rest];
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, toArrays(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, entry]) => entry);
  }
  return Object.fromEntries(entries);
}

export function parseForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = pathOf(name);
    let node: Record<string, FormValue> = root;
    path.forEach((segment, position) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (position === path.length - 1) node[key] = value;
      else {
        const next = node[key];
        if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
        node = node[key] as Record<string, FormValue>;
      }
    });
  }
  return toArrays(root) as Record<string, FormValue>;
}

/** A field as text, or undefined. */
export function text(form: Record<string, FormValue>, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

export function record(form: Record<string, FormValue>, name: string): Record<string, FormValue> {
  const value = form[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(form: Record<string, FormValue>, name: string): FormValue[] {
  const value = form[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** metadata[...]: strings only, as Stripe keeps it. */
export function metadataOf(form: Record<string, FormValue>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(form, 'metadata')).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
