import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

/**
 * A served page (or file) parsed as a browser parses it, by parse5 (the parser jsdom uses), and
 * walked element by element: what a search engine reads is the parsed tree, not the text.
 */

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
}

/** Every element of the document, in document order. */
export const parsedElements = (html: string): Element[] => [...walk(parse(html))];

export const attribute = (element: Element | undefined, name: string) => element?.attrs.find((a) => a.name === name)?.value;

/** The text inside a node, as it is (squash it to compare). */
export function textOf(node: Node | undefined): string {
  if (!node) return '';
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
