'use client';

import { useEffect, useRef, useState } from 'react';
import { previewSiteDocumentAction } from '@/lib/sites/publish/actions';
import type { SiteDocument } from '@/lib/sites/document/document';
import type { SiteLang } from '@/lib/sites/document/english';

/** Edits come in bursts (typing); the preview follows once they pause. */
const PAUSE_MS = 300;

/**
 * The editor's preview: the page as the server renders it for the live site (the one renderer,
 * lib/sites/render/render-html.ts), refreshed after each pause in the edits. While the document does
 * not pass the schema, the last good preview stays and `error` says what is wrong.
 */
export function useEditorPreview(siteId: string, document: SiteDocument, slug: string, lang: SiteLang, initial: string) {
  const [html, setHtml] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isUpdating, setUpdating] = useState(false);
  const first = useRef(true);
  const latest = useRef(0);

  useEffect(() => {
    // The server rendered the first preview with the page.
    if (first.current) {
      first.current = false;
      return;
    }
    const request = ++latest.current;
    setUpdating(true);
    const timer = setTimeout(async () => {
      const result = await previewSiteDocumentAction({ siteId, document, slug, lang }).catch(() => ({
        ok: false as const,
        error: 'the preview could not be updated; check your connection',
      }));
      // An answer to an older edit never replaces a newer one.
      if (request !== latest.current) return;
      setUpdating(false);
      if (result.ok) {
        setHtml(result.data.html);
        setError(null);
      } else setError(result.error);
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [siteId, document, slug, lang]);

  return { html, error, isUpdating };
}
