import { describe, expect, it } from 'vitest';
import { socialProofBusinesses, socialProofRegions, socialProofTimes } from '@/content/social-proof';
import { regionFromLocation } from '@/lib/social-proof/region';
import { hasNotices, noticeFor, timeAgo } from '@/public/islands/social-proof-notice.js';
import type { SocialProofFeed } from '@/lib/social-proof/schemas';

const NOW = new Date('2026-11-22T15:00:00Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);

describe('regionFromLocation', () => {
  it('takes the city before the country from "address, city, country"', () => {
    expect(regionFromLocation('Av. Huaylas 240, Lima, Perú')).toBe('Lima');
    expect(regionFromLocation('Calle Mercaderes 120, Arequipa, Peru')).toBe('Arequipa');
    expect(regionFromLocation('cusco, PERÚ')).toBe('Cusco');
  });

  it('title-cases cities outside the demo list', () => {
    expect(regionFromLocation('Jr. Lima 10, san vicente de cañete, Perú')).toBe('San Vicente de Cañete');
  });

  it('never returns a street address or a place outside Peru', () => {
    expect(regionFromLocation('Av. Larco 101, Perú')).toBeNull();
    expect(regionFromLocation('Av. Larco 101')).toBeNull();
    expect(regionFromLocation('Calle 5, Bogotá, Colombia')).toBeNull();
    expect(regionFromLocation('Perú')).toBeNull();
    expect(regionFromLocation(null)).toBeNull();
  });
});

describe('timeAgo', () => {
  it('uses the spec wording for minutes and hours, and days beyond', () => {
    expect(timeAgo(minutesAgo(5), NOW)).toBe('hace 5 minutos');
    expect(timeAgo(minutesAgo(0), NOW)).toBe('hace 1 minuto');
    expect(timeAgo(minutesAgo(60), NOW)).toBe('hace 1 hora');
    expect(timeAgo(minutesAgo(150), NOW)).toBe('hace 2 horas');
    expect(timeAgo(minutesAgo(60 * 24), NOW)).toBe('hace 1 día');
    expect(timeAgo(minutesAgo(60 * 24 * 9), NOW)).toBe('hace 9 días');
  });
});

describe('noticeFor', () => {
  const live: SocialProofFeed = {
    mode: 'live',
    items: [
      { business: 'Un restaurante', region: 'Piura', at: minutesAgo(30).toISOString() },
      { business: 'Una tienda', region: 'Cusco', at: minutesAgo(60 * 48).toISOString() },
    ],
  };

  it('shows real activations in turn, most recent first, with their real age', () => {
    expect(noticeFor(live, 0, NOW)).toEqual({ business: 'Un restaurante', region: 'Piura', time: 'hace 30 minutos' });
    expect(noticeFor(live, 1, NOW)).toEqual({ business: 'Una tienda', region: 'Cusco', time: 'hace 2 días' });
    expect(noticeFor(live, 2, NOW)?.business).toBe('Un restaurante');
  });

  it('has nothing to show without activations', () => {
    const empty: SocialProofFeed = { mode: 'live', items: [] };
    expect(hasNotices(empty)).toBe(false);
    expect(noticeFor(empty, 0, NOW)).toBeNull();
  });

  it('picks a random business, region and time from the demo lists', () => {
    const demo: SocialProofFeed = {
      mode: 'demo',
      businesses: [...socialProofBusinesses],
      regions: [...socialProofRegions],
      times: [...socialProofTimes],
    };
    expect(socialProofBusinesses).toHaveLength(33);
    expect(socialProofRegions).toHaveLength(18);
    expect(noticeFor(demo, 0, NOW, () => 0)).toEqual({ business: socialProofBusinesses[0], region: 'Lima', time: 'hace 5 minutos' });
    expect(noticeFor(demo, 7, NOW, () => 0.9999)).toEqual({ business: socialProofBusinesses[32], region: 'Tumbes', time: 'hace 2 horas' });
  });
});
