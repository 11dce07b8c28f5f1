import type { ReactNode } from 'react';
import { escapeHtml } from '@/lib/html/escape';

/**
 * Turns the site's pure components (lib/sites/render/views/) into HTML, the way react-dom/server's
 * renderToStaticMarkup would. That function cannot be used where sites are rendered: route
 * handlers and server actions run in React's server build, whose `react-dom/server` export only
 * throws (docs/decisions/0010). The components are plain functions of their props (no hooks, no
 * context, no client components), so walking their element tree is all rendering takes;
 * tests/unit/site-static-markup.test.tsx compares the result with react-dom/server's for whole
 * documents, so the two cannot drift apart.
 */

const ELEMENT = Symbol.for('react.transitional.element');
const FRAGMENT = Symbol.for('react.fragment');
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** The React prop names whose HTML attribute is spelled differently. */
const ATTRIBUTE = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
  fetchPriority: 'fetchpriority',
  // A form field's typed value (the reservation form shown again): React writes it as `value`.
  defaultValue: 'value',
  // A radio button chosen before (the order form shown again): React writes it as `checked`.
  defaultChecked: 'checked',
} as Record<string, string>;
const SKIPPED = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML', 'suppressHydrationWarning']);

type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };
const isElement = (node: unknown): node is Element => typeof node === 'object' && node !== null && (node as Element).$$typeof === ELEMENT;

/** React escapes the apostrophe as &#x27;; matching it keeps the output byte for byte React's. */
const escape = (value: string) => escapeHtml(value).replaceAll('&#39;', '&#x27;');

function attributes(props: Record<string, unknown>): string {
  let out = '';
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED.has(name) || value === null || value === undefined || typeof value === 'function') continue;
    if (name === 'style') throw new Error('site components style through the stylesheet, never a style prop');
    const attribute = ATTRIBUTE[name] ?? name;
    const isAria = attribute.startsWith('aria-') || attribute.startsWith('data-');
    if (typeof value === 'boolean') {
      if (isAria) out += ` ${attribute}="${value}"`;
      else if (value) out += ` ${attribute}=""`;
      continue;
    }
    out += ` ${attribute}="${escape(String(value))}"`;
  }
  return out;
}

export function renderStaticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escape(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child) => renderStaticMarkup(child as ReactNode)).join('');
  if (!isElement(node)) throw new Error('the site renderer only renders elements, text and lists');
  const { type, props } = node;
  if (type === FRAGMENT) return renderStaticMarkup(props.children as ReactNode);
  if (typeof type === 'function') return renderStaticMarkup((type as (p: unknown) => ReactNode)(props));
  if (typeof type !== 'string') throw new Error('the site renderer renders pure function components only');
  // A textarea's value is its content, as React writes it.
  if (type === 'textarea' && props.defaultValue !== undefined && props.defaultValue !== null) {
    const { defaultValue, ...rest } = props;
    return `<textarea${attributes(rest)}>${escape(String(defaultValue))}</textarea>`;
  }
  const open = `<${type}${attributes(props)}`;
  if (VOID.has(type)) return `${open}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html: string } | undefined;
  return `${open}>${inner ? inner.__html : renderStaticMarkup(props.children as ReactNode)}</${type}>`;
}
