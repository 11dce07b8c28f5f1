import { Badge } from '@/components/ui/badge';
import { copyToneLabels, industryLabels, sitePreferenceLabels } from '@/content/options';
import type { AdminSubmission } from '@/lib/admin/submissions-list';
import { DetailList, DetailSection, ExternalLink } from './detail-list';

/** A stored option value with its label, or the raw value when it is not one of ours. */
function optionLabel(labels: Readonly<Record<string, string>>, value: string | null): string | null {
  if (!value) return null;
  return labels[value] ?? value;
}

const link = (url: string | null) => (url ? <ExternalLink url={url} /> : null);

/** The read-only sections of a submission card, in the spec's order. */
export function SubmissionSections({ submission: s }: { submission: AdminSubmission }) {
  return (
    <>
      {s.profile ? (
        <DetailSection title="Current Profile Information">
          <DetailList
            items={[
              { label: 'Full Name', value: s.profile.fullName },
              { label: 'Email', value: s.profile.email },
              { label: 'Phone', value: s.profile.phone },
              { label: 'Last Updated', value: s.profile.updatedAt },
            ]}
          />
        </DetailSection>
      ) : null}
      <DetailSection title="Original Contact Information">
        <DetailList
          items={[
            { label: 'Email', value: s.email },
            { label: 'Phone', value: s.phone },
            { label: 'Location', value: s.location },
            { label: 'Submission Date', value: s.submittedAt },
          ]}
        />
      </DetailSection>
      <DetailSection title="Business Details">
        <DetailList
          items={[
            // business_type is the industry answered, or 'other': one answer, shown once.
            { label: 'Business Type', value: optionLabel(industryLabels, s.businessType) },
            { label: 'Current Website', value: link(s.websiteUrl), fallback: 'None' },
            { label: 'Google Business Profile', value: link(s.googleBusinessUrl), fallback: 'None' },
            { label: 'Main Goal', value: optionLabel(sitePreferenceLabels, s.mainGoal) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Design Preferences">
        <DetailList
          items={[
            // The form asks one question, the tone of the texts, and stores it as the audience and the
            // style too (spec, trial_submissions): it is shown once, under what was asked.
            { label: 'Tone of the texts', value: optionLabel(copyToneLabels, s.copyTone) },
            { label: 'Brand Colors', value: s.colorPreferences },
            { label: 'Example Websites', value: s.exampleWebsites },
          ]}
        />
      </DetailSection>
      <DetailSection title="SEO & Marketing">
        <DetailList items={[{ label: 'Keywords', value: s.seoKeywords }]} />
      </DetailSection>
      {s.additionalInfo ? (
        <DetailSection title="Additional Notes">
          <p className="text-sm break-words whitespace-pre-line">{s.additionalInfo}</p>
        </DetailSection>
      ) : null}
    </>
  );
}

export function SubscriptionSection({ subscription, action }: { subscription: AdminSubmission['subscription']; action?: React.ReactNode }) {
  return (
    <DetailSection title="Subscription Status">
      {subscription ? (
        <>
          <DetailList
            items={[
              { label: 'Plan', value: subscription.plan },
              { label: 'Status', value: <Badge variant={subscription.statusBadge}>{subscription.status}</Badge> },
              ...(subscription.trialDaysRemaining !== null ? [{ label: 'Trial Days Remaining', value: String(subscription.trialDaysRemaining) }] : []),
              ...(subscription.trialNotStarted ? [{ label: 'Trial Days Remaining', value: 'Starts when the preview is sent' }] : []),
              ...(subscription.nextRenewal ? [{ label: 'Next Renewal', value: subscription.nextRenewal }] : []),
            ]}
          />
          {action}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No subscription</p>
      )}
    </DetailSection>
  );
}
