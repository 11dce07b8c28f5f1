import { QUOTE_COPY } from '@/components/trial-signup/start-trial-copy';
import { StartTrialPage } from '@/components/trial-signup/start-trial-page';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({ title: QUOTE_COPY.metaTitle, description: QUOTE_COPY.metaDescription, path: QUOTE_COPY.path });

/** 'Solicitar Cotización' on the Personalizado plan: the trial form, stored as a quote request. */
export default function RequestQuote() {
  return <StartTrialPage copy={QUOTE_COPY} isQuoteRequest />;
}
