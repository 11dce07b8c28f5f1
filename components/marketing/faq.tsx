import { faqs } from '@/content/faq';
import { faqHeading } from '@/content/landing';
import { FaqAccordion } from './faq-accordion';
import { Section } from './section';

export function Faq() {
  return (
    <Section id="faq" title={faqHeading.title} subtitle={faqHeading.subtitle} tinted>
      <FaqAccordion items={faqs} />
    </Section>
  );
}
