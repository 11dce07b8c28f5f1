import type { trialSubmissions } from '@/db/schema';
import type { OpeningHours } from '@/lib/submissions/opening-hours';

type SubmissionRow = typeof trialSubmissions.$inferSelect;

/** What the customer told us about their business: shown in the admin card and fed to the website prompt. */
export type SubmissionDetails = {
  businessName: string;
  businessType: string;
  industry: string | null;
  email: string;
  /** The customer agreed to show `email` on their site. */
  emailIsPublic: boolean;
  phone: string | null;
  location: string | null;
  openingHours: OpeningHours | null;
  websiteUrl: string | null;
  googleBusinessUrl: string | null;
  mainGoal: string | null;
  targetAudience: string | null;
  preferredStyle: string | null;
  copyTone: string | null;
  colorPreferences: string | null;
  exampleWebsites: string | null;
  seoKeywords: string | null;
  additionalInfo: string | null;
  referenceImageUrl: string | null;
};

type DetailColumns = Pick<SubmissionRow, Exclude<keyof SubmissionDetails, 'location'> | 'targetLocation'>;

export function toSubmissionDetails(s: DetailColumns): SubmissionDetails {
  return {
    businessName: s.businessName,
    businessType: s.businessType,
    industry: s.industry,
    email: s.email,
    emailIsPublic: s.emailIsPublic,
    phone: s.phone,
    location: s.targetLocation,
    openingHours: s.openingHours,
    websiteUrl: s.websiteUrl,
    googleBusinessUrl: s.googleBusinessUrl,
    mainGoal: s.mainGoal,
    targetAudience: s.targetAudience,
    preferredStyle: s.preferredStyle,
    copyTone: s.copyTone,
    colorPreferences: s.colorPreferences,
    exampleWebsites: s.exampleWebsites,
    seoKeywords: s.seoKeywords,
    additionalInfo: s.additionalInfo,
    referenceImageUrl: s.referenceImageUrl,
  };
}
