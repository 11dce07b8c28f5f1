'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { updateSubmissionSiteUrlAction } from '@/lib/submissions/actions';
import { siteUrlSchema } from '@/lib/submissions/schemas';
import { useAdminAction } from '../use-admin-action';
import { ExternalLink } from './detail-list';

type Props = { submissionId: string; field: 'published' | 'preview'; label: string; url: string | null };

/** 'Save URL' turns on once something is typed; only http(s) addresses are accepted. */
export function SiteUrlForm({ submissionId, field, label, url }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const { run, isPending } = useAdminAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = siteUrlSchema.safeParse(value);
    if (!parsed.success) {
      toast.error(`Error updating URL: ${parsed.error.issues[0]?.message ?? 'invalid URL'}`);
      return;
    }
    run(
      updateSubmissionSiteUrlAction,
      { submissionId, field, url: parsed.data },
      { success: 'URL updated', errorPrefix: 'Error updating URL: ', onSuccess: () => setValue('') },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder={url ?? 'https://'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={isPending}
          maxLength={2048}
        />
        <Button type="submit" variant="secondary" disabled={isPending || value.trim() === ''}>
          Save URL
        </Button>
      </div>
      {url ? (
        <p className="text-xs text-muted-foreground">
          Current: <ExternalLink url={url} />
        </p>
      ) : null}
    </form>
  );
}
