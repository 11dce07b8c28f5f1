import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhatsAppLink, whatsappUrl } from '@/components/marketing/whatsapp-link';

describe('WhatsApp button', () => {
  it('links to wa.me with digits only and a greeting, in a new tab', () => {
    expect(whatsappUrl('+51 987 654 321')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=Hola/);
    const html = renderToStaticMarkup(<WhatsAppLink number="51987654321" />);
    expect(html).toContain('href="https://wa.me/51987654321?text=');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('Escríbenos por WhatsApp');
  });

  it('renders nothing when WHATSAPP_NUMBER is not set', () => {
    expect(renderToStaticMarkup(<WhatsAppLink number={undefined} />)).toBe('');
  });
});
