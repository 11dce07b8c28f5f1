import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteGraceBanner } from '@/components/dashboard/site-grace-banner';

describe('links between the dashboard pages', () => {
  it("the grace banner's 'Reactivar mi plan' opens the subscription page, where the plan buttons are", () => {
    // The banner sits on the home; the subscription card (id "suscripcion") has a page of its own.
    for (const isOffline of [false, true]) {
      const html = renderToStaticMarkup(<SiteGraceBanner grace={{ offlineOn: '10 de marzo de 2026', isRemoval: false, isOffline }} />);
      expect(html).toMatch(/<a href="\/dashboard\/suscripcion"[^>]*>Reactivar mi plan<\/a>/);
    }
  });
});
