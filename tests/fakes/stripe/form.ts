/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
 * (`line_items[0][price]=...`, `metadata[userId]=...`), decoded into nested objects.
 * Array indices stay object keys ('0', '1'...), which is all the fake needs.
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const [head = '', ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next === 'object') node = next;
      else node = node[key] = {};
    });
  }
  return root;
}

/** A nested string value, or undefined. */
export function field(form: FormObject, ...path: string[]): string | undefined {
  let node: FormValue | undefined = form;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A nested object of strings (e.g. metadata), or an empty one. */
export function record(form: FormObject, key: string): Record<string, string> {
  const node = form[key];
  if (typeof node !== 'object') return {};
  return Object.fromEntries(Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
