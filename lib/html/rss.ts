import { escapeHtml } from './escape';

/**
 * The one RSS 2.0 writer, for the app's own blog (lib/blog/rss.ts) and for customers' sites
 * (lib/sites/serve/site-files.ts). Callers give text and absolute addresses; the writer escapes
 * every one of them. An article's body is HTML the caller has already sanitized: it goes whole into
 * content:encoded as CDATA, which is how feed readers expect it.
 */

export type RssChannel = {
  title: string;
  /** The page the feed belongs to (the blog's list). */
  link: string;
  description: string;
  language: string;
  /** The feed's own address, for readers that follow it (atom:link rel="self"). */
  selfLink?: string;
  /** RSS wants PNG, JPEG or GIF here. */
  imageUrl?: string;
  copyright?: string;
  /** When the newest item was published. */
  updated?: Date;
};

export type RssItem = {
  title: string;
  link: string;
  published: Date;
  description: string;
  /** Sanitized HTML of the whole article. */
  contentHtml?: string;
  categories?: readonly string[];
  imageUrl?: string;
};

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

const element = (name: string, text: string) => `<${name}>${escapeHtml(text)}</${name}>`;

/** CDATA ends at the first `]]>`: one inside the HTML is split across two sections. */
const cdata = (html: string) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function enclosure(url: string): string {
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  return `<enclosure url="${escapeHtml(url)}" length="0" type="${IMAGE_TYPES[extension] ?? 'image/jpeg'}"/>`;
}

function item(entry: RssItem): string {
  return [
    '<item>',
    element('title', entry.title),
    element('link', entry.link),
    `<guid isPermaLink="true">${escapeHtml(entry.link)}</guid>`,
    element('pubDate', entry.published.toUTCString()),
    element('description', entry.description),
    entry.contentHtml === undefined ? '' : `<content:encoded>${cdata(entry.contentHtml)}</content:encoded>`,
    ...(entry.categories ?? []).map((name) => element('category', name)),
    entry.imageUrl ? enclosure(entry.imageUrl) : '',
    '</item>',
  ].join('');
}

/** The whole feed, items in the order given (newest first). */
export function rssFeed(channel: RssChannel, items: readonly RssItem[]): string {
  const head = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    channel.updated ? element('lastBuildDate', channel.updated.toUTCString()) : '',
    channel.copyright ? element('copyright', channel.copyright) : '',
    channel.imageUrl ? `<image>${element('title', channel.title)}${element('url', channel.imageUrl)}${element('link', channel.link)}</image>` : '',
    channel.selfLink ? `<atom:link href="${escapeHtml(channel.selfLink)}" rel="self" type="application/rss+xml"/>` : '',
  ].join('');
  const namespaces = 'xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" ${namespaces}><channel>${head}\n${items.map(item).join('\n')}\n</channel></rss>\n`;
}
