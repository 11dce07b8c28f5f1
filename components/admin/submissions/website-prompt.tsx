'use client';

import { CopyIcon, EyeIcon, SparklesIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { generateWebsitePromptAction, getWebsitePromptAction } from '@/lib/submissions/actions';
import { useAdminAction } from '../use-admin-action';
import { WaitDialog } from '../wait-dialog';

type Props = { submissionId: string; onPrompt: (prompt: string) => void };

/** Generates (or regenerates) the prompt behind a blocking modal; a failure keeps the old one. */
export function GeneratePromptButton({ submissionId, hasPrompt, onPrompt }: Props & { hasPrompt: boolean }) {
  const { run, isPending } = useAdminAction();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        onClick={() =>
          run(
            generateWebsitePromptAction,
            { submissionId },
            {
              success: 'Website prompt generated successfully',
              errorPrefix: 'Failed to generate website prompt: ',
              onSuccess: ({ prompt }) => onPrompt(prompt),
            },
          )
        }
      >
        <SparklesIcon aria-hidden="true" />
        {hasPrompt ? 'Regenerate Prompt' : 'Generate Prompt'}
      </Button>
      <WaitDialog open={isPending} title="Generating Website Prompt" />
    </>
  );
}

export function ViewPromptButton({ submissionId, onPrompt }: Props) {
  const { run, isPending } = useAdminAction();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isPending}
      onClick={() =>
        run(
          getWebsitePromptAction,
          { submissionId },
          {
            errorPrefix: 'Could not load the prompt: ',
            onSuccess: ({ prompt }) => (prompt ? onPrompt(prompt) : toast.error('Could not load the prompt: it no longer exists')),
          },
        )
      }
    >
      {isPending ? <Spinner className="size-4" label="Loading prompt..." /> : <EyeIcon aria-hidden="true" />}
      View Prompt
    </Button>
  );
}

export function PromptViewer({ prompt, businessName, onClose }: { prompt: string | null; businessName: string; onClose: () => void }) {
  async function copy() {
    if (!prompt) return;
    try {
      await navigator.clipboard.writeText(prompt);
      toast.success('Prompt copied to clipboard');
    } catch {
      toast.error('Could not copy: the browser blocked the clipboard, select the text and copy it instead');
    }
  }

  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Website Prompt</DialogTitle>
          <DialogDescription>{businessName}</DialogDescription>
        </DialogHeader>
        <pre
          tabIndex={0}
          className="max-h-[60dvh] overflow-auto rounded-md bg-muted p-4 text-sm break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-ring"
        >
          {prompt}
        </pre>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button onClick={copy}>
            <CopyIcon aria-hidden="true" />
            Copy to Clipboard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
