'use client';

import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { ActivatePlanByHand } from '@/components/billing/activate-plan-by-hand';
import { Badge } from '@/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { industryLabels } from '@/content/options';
import type { AdminSubmission } from '@/lib/admin/submissions-list';
import { submissionStatusBadges, submissionStatusLabels } from '@/lib/submissions/schemas';
import { Conversation } from './conversation';
import { DeleteSubmissionButton } from './delete-submission-button';
import { DetailSection } from './detail-list';
import { DueDateForm } from './due-date-form';
import { ReferenceImageField } from './reference-image-field';
import { SendMessageForm } from './send-message-form';
import { SitePanel } from './site-panel';
import { SiteUrlForm } from './site-url-form';
import { StatusSelect } from './status-select';
import { SubmissionSections, SubscriptionSection } from './submission-sections';
import { GeneratePromptButton, PromptViewer, ViewPromptButton } from './website-prompt';

/** A customer without a paid plan, whom the team may activate by hand. */
const UNPAID = new Set(['trial', 'expired', 'canceled']);

/** One submission: a header with the quick actions, and every section of the spec when opened. */
export function SubmissionCard({ submission: s }: { submission: AdminSubmission }) {
  const [prompt, setPrompt] = useState<string | null>(null);
  const type = industryLabels[s.businessType as keyof typeof industryLabels] ?? s.businessType;

  return (
    <Collapsible className="rounded-lg border border-border bg-card shadow-sm" data-testid="submission-card">
      <div className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
        {/* The heading wraps the toggle (the disclosure pattern): the name is both title and control. */}
        <h3 className="min-w-0 flex-1">
          <CollapsibleTrigger className="group flex w-full items-start gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <ChevronDownIcon aria-hidden="true" className="mt-1 size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold break-words">{s.businessName}</span>
                <Badge variant={submissionStatusBadges[s.status]}>{submissionStatusLabels[s.status]}</Badge>
                {s.isQuoteRequest ? <Badge variant="outline">Quote request</Badge> : null}
                {s.delivery?.state === 'overdue' ? <Badge variant="destructive">Overdue</Badge> : null}
                {s.delivery?.state === 'due_today' ? <Badge variant="warning">Due today</Badge> : null}
                {s.estimate === 'late' ? <Badge variant="warning">Estimate late</Badge> : null}
              </span>
              <span className="block text-sm font-normal break-all text-muted-foreground">
                {type} · {s.email}
                {s.delivery && s.delivery.state !== 'done' ? ` · due ${s.delivery.dueOn}` : ''}
              </span>
            </span>
          </CollapsibleTrigger>
        </h3>
        <div className="flex flex-wrap items-center gap-2 pl-8 md:pl-0">
          <StatusSelect submissionId={s.id} status={s.status} businessName={s.businessName} />
          <GeneratePromptButton submissionId={s.id} hasPrompt={s.hasPrompt} onPrompt={setPrompt} />
          <DeleteSubmissionButton submissionId={s.id} businessName={s.businessName} />
        </div>
      </div>
      <CollapsibleContent className="space-y-6 border-t border-border p-4 sm:p-6">
        <SubmissionSections submission={s} />
        <DetailSection title="Design Reference Image">
          <ReferenceImageField submissionId={s.id} businessName={s.businessName} url={s.referenceImageUrl} />
        </DetailSection>
        <DetailSection title="Generated Website Prompt">
          {s.hasPrompt ? (
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="success">Prompt generated</Badge>
              <ViewPromptButton submissionId={s.id} onPrompt={setPrompt} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No prompt yet. Use &ldquo;Generate Prompt&rdquo; to create one from this submission.</p>
          )}
        </DetailSection>
        {s.delivery && s.delivery.state !== 'done' ? (
          <DetailSection title="Delivery">
            <DueDateForm submissionId={s.id} delivery={s.delivery} />
          </DetailSection>
        ) : null}
        <DetailSection title="Website">
          <SitePanel submissionId={s.id} businessName={s.businessName} site={s.site} />
        </DetailSection>
        <SubscriptionSection
          subscription={s.subscription}
          action={
            s.subscription && UNPAID.has(s.subscription.status) ? (
              <ActivatePlanByHand submissionId={s.id} customerName={s.profile ? `${s.profile.fullName} (${s.businessName})` : s.businessName} />
            ) : null
          }
        />
        {/* The links of the days before Vitrina built and hosted sites itself: a site made under
            'Website' has its own preview and address, so they only confuse once one exists. */}
        {!s.site || s.previewUrl || s.publishedUrl ? (
          <DetailSection title="Site hosted elsewhere">
            <p className="text-sm text-muted-foreground">
              Only for a site built and hosted outside Vitrina. A site made under Website above has its own preview and address and needs neither link.
            </p>
            <SiteUrlForm submissionId={s.id} field="preview" label="Preview URL: preview link the customer reviews" url={s.previewUrl} />
            <SiteUrlForm submissionId={s.id} field="published" label="Published Site URL: live site address" url={s.publishedUrl} />
          </DetailSection>
        ) : null}
        <DetailSection title="Conversation">
          <Conversation messages={s.conversation} />
        </DetailSection>
        <DetailSection title="Send Message to Client">
          <SendMessageForm submissionId={s.id} hasCustomer={s.hasCustomer} />
        </DetailSection>
      </CollapsibleContent>
      <PromptViewer prompt={prompt} businessName={s.businessName} onClose={() => setPrompt(null)} />
    </Collapsible>
  );
}
