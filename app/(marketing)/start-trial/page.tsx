import { TRIAL_COPY } from '@/components/trial-signup/start-trial-copy';
import { StartTrialPage } from '@/components/trial-signup/start-trial-page';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({ title: TRIAL_COPY.metaTitle, description: TRIAL_COPY.metaDescription, path: TRIAL_COPY.path });

export default function StartTrial() {
  return <StartTrialPage copy={TRIAL_COPY} isQuoteRequest={false} />;
}
