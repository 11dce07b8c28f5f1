'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { draftEnglishAction } from '@/lib/sites/document/actions';
import type { EnglishVersion, SiteDocument } from '@/lib/sites/document/document';
import { englishTexts, translatableTexts, withEnglishTexts } from '@/lib/sites/document/english';

/**
 * The site's English version in the editor (issue 27, item 5; decision 0040): the switch that
 * puts /en/ on the live site at the next publish, the AI's draft of the texts that have none, and
 * every Spanish text with its English beside it to review. A text without English shows in
 * Spanish on the English pages; the count says how many are left.
 */
export function SiteEnglishEditor({ doc, onChange }: { doc: SiteDocument; onChange: (english: EnglishVersion) => void }) {
  const [isDrafting, startDraft] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const texts = translatableTexts(doc);
  const english = englishTexts(doc.english);
  const missing = texts.filter((es) => !english.has(es)).length;
  const enabled = doc.english?.enabled ?? false;

  const draft = () =>
    startDraft(async () => {
      const result = await draftEnglishAction({ document: doc });
      if (!result.ok) {
        setFailure(result.error);
        toast.error(result.error);
        return;
      }
      setFailure(result.data.failure);
      if (result.data.texts.length) onChange(withEnglishTexts(doc, new Map(result.data.texts.map((t) => [t.es, t.en]))));
      if (result.data.failure) toast.error(result.data.failure);
      else toast.success(`Drafted ${result.data.texts.length} English texts: review them below, then save.`);
    });

  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">English version</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id="english-enabled"
          checked={enabled}
          onCheckedChange={(checked) => onChange({ ...withEnglishTexts(doc, new Map()), enabled: checked === true })}
        />
        <Label htmlFor="english-enabled">English pages under /en/ (language link, hreflang, sitemap)</Label>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="english-status">
        {missing === 0
          ? `All ${texts.length} texts have English.`
          : `${texts.length - missing} of ${texts.length} texts have English; ${missing} still show in Spanish.`}
      </p>
      <div>
        <Button type="button" variant="outline" onClick={draft} disabled={isDrafting || missing === 0}>
          {isDrafting ? <Spinner className="size-4" label="Drafting..." /> : null}
          Draft English with AI
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm font-medium">Review the English texts</summary>
        <ol className="mt-3 grid gap-3">
          {texts.map((es, index) => {
            const id = `english-${index}`;
            const props = {
              id,
              value: english.get(es) ?? '',
              placeholder: 'Shows in Spanish until written',
              onChange: (e: { target: { value: string } }) => onChange(withEnglishTexts(doc, new Map([[es, e.target.value]]))),
            };
            return (
              <li key={es} className="grid gap-1">
                <Label htmlFor={id} className="font-normal text-muted-foreground" lang="es">
                  {es}
                </Label>
                {es.length > 80 ? <Textarea {...props} rows={3} lang="en" /> : <Input {...props} lang="en" />}
              </li>
            );
          })}
        </ol>
      </details>
    </fieldset>
  );
}
