import { describe, expect, it } from 'vitest';
import { customerState, type CustomerFacts, type CustomerStage } from '@/lib/dashboard/customer-state';

const now = new Date('2026-11-22T12:00:00-05:00');
const day = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);

const submission = (values: Partial<NonNullable<CustomerFacts['submission']>> = {}) => ({
  status: 'in_progress' as const,
  hasPreview: false,
  hasLiveUrl: false,
  ...values,
});
const site = (values: Partial<NonNullable<CustomerFacts['site']>> = {}) => ({
  status: 'in_review' as const,
  isPublished: false,
  isApproved: false,
  lapsedAt: null,
  removedAt: null,
  ...values,
});
const trial = (trialEndDate: Date | null) => ({ status: 'trial' as const, trialEndDate, firstActivatedAt: null });
const paid = (status: 'active' | 'past_due' | 'canceled' | 'expired', firstActivatedAt = day(-100)) => ({ status, trialEndDate: day(-120), firstActivatedAt });

const reviewing = { submission: submission({ hasPreview: true }), site: site(), subscription: trial(day(3)) };
const live = {
  submission: submission({ status: 'completed', hasPreview: true, hasLiveUrl: true }),
  site: site({ status: 'live', isPublished: true, isApproved: true }),
};

/** Each moment of a customer's life: the rows, and what every screen must then say. */
const cases: {
  name: string;
  facts: CustomerFacts;
  stage: CustomerStage;
  badge?: string;
  headline?: RegExp;
  preview: boolean;
  approve: boolean;
  liveLink: boolean;
  changes: boolean;
}[] = [
  {
    name: 'an account without a project',
    facts: { submission: null, site: null, subscription: null },
    stage: 'no_project',
    preview: false,
    approve: false,
    liveLink: false,
    changes: false,
  },
  {
    name: 'a new trial, nothing built yet',
    facts: { submission: submission({ status: 'pending' }), site: null, subscription: trial(null) },
    stage: 'building',
    badge: 'Pendiente',
    headline: /^Estamos trabajando en tu sitio/,
    preview: false,
    approve: false,
    liveLink: false,
    changes: false,
  },
  {
    name: 'a draft the team has not sent',
    facts: { submission: submission(), site: site({ status: 'draft' }), subscription: trial(null) },
    stage: 'building',
    badge: 'En progreso',
    preview: false,
    approve: false,
    liveLink: false,
    changes: false,
  },
  {
    name: 'a preview sent, trial running',
    facts: reviewing,
    stage: 'in_review',
    badge: 'En revisión',
    headline: /vista previa está lista/,
    preview: true,
    approve: true,
    liveLink: false,
    changes: true,
  },
  {
    name: 'a preview hosted elsewhere',
    facts: { submission: submission({ status: 'pending', hasPreview: true }), site: null, subscription: trial(day(3)) },
    stage: 'in_review',
    badge: 'En revisión',
    preview: true,
    approve: true,
    liveLink: false,
    changes: true,
  },
  {
    name: 'the trial ran out before approving',
    facts: { ...reviewing, subscription: { ...trial(day(-1)), status: 'expired' } },
    stage: 'trial_ended',
    badge: 'En revisión',
    headline: /^Tu prueba terminó/,
    preview: true,
    approve: true,
    liveLink: false,
    changes: true,
  },
  {
    name: 'approved, payment not confirmed yet',
    facts: { ...reviewing, site: site({ isApproved: true }) },
    stage: 'approved',
    badge: 'Aprobado',
    headline: /apenas se confirme tu pago/,
    preview: true,
    approve: true,
    liveLink: false,
    changes: true,
  },
  {
    name: 'live and paid',
    facts: { ...live, subscription: paid('active') },
    stage: 'live',
    badge: 'Completado',
    headline: /^¡Tu sitio está en línea!$/,
    preview: false,
    approve: false,
    liveLink: true,
    changes: true,
  },
  {
    name: 'live, last charge failed',
    facts: { ...live, subscription: paid('past_due') },
    stage: 'past_due',
    headline: /no pudimos cobrar tu plan/,
    preview: false,
    approve: false,
    liveLink: true,
    changes: true,
  },
  {
    name: 'a site hosted elsewhere, completed',
    facts: { submission: submission({ status: 'completed', hasLiveUrl: true }), site: null, subscription: paid('active') },
    stage: 'live',
    preview: false,
    approve: false,
    liveLink: true,
    changes: true,
  },
  {
    name: 'cancelled, within the grace period',
    facts: { ...live, site: site({ status: 'live', isPublished: true, isApproved: true, lapsedAt: day(-10) }), subscription: paid('canceled') },
    stage: 'grace',
    headline: /^Tu sitio está en línea hasta el 11 de enero de 2027\.$/,
    preview: false,
    approve: false,
    liveLink: true,
    changes: true,
  },
  {
    name: 'offline after the grace period',
    facts: { ...live, site: site({ status: 'suspended', isPublished: true, lapsedAt: day(-70) }), subscription: paid('canceled', day(-500)) },
    stage: 'offline',
    badge: 'Fuera de línea',
    headline: /Guardamos su contenido/,
    preview: false,
    approve: false,
    liveLink: false,
    changes: false,
  },
  {
    name: 'suspended by the team',
    facts: { ...live, site: site({ status: 'suspended', isPublished: true }), subscription: paid('active') },
    stage: 'offline',
    badge: 'Fuera de línea',
    headline: /por ahora/,
    preview: false,
    approve: false,
    liveLink: false,
    changes: false,
  },
  {
    name: 'removed after the grace period',
    facts: {
      submission: submission({ status: 'completed', hasPreview: true }),
      site: site({ status: 'removed', removedAt: day(-2) }),
      subscription: paid('canceled'),
    },
    stage: 'removed',
    badge: 'Eliminado',
    headline: /^Tu sitio fue eliminado el 20 de noviembre de 2026/,
    preview: false,
    approve: false,
    liveLink: false,
    changes: false,
  },
  {
    name: 'a project the team cancelled',
    facts: { submission: submission({ status: 'cancelled', hasPreview: true }), site: site(), subscription: trial(day(2)) },
    stage: 'cancelled',
    badge: 'Cancelado',
    preview: false,
    approve: false,
    liveLink: false,
    changes: false,
  },
];

describe('the customer state every dashboard screen reads', () => {
  it.each(cases)('$name', ({ facts, stage, badge, headline, preview, approve, liveLink, changes }) => {
    const state = customerState(facts, now);
    expect(state.stage).toBe(stage);
    if (badge) expect(state.badge?.label).toBe(badge);
    if (headline) expect(state.headline).toMatch(headline);
    expect({ preview: state.showsPreview, approve: state.canApprove, liveLink: state.showsLiveLink, changes: state.canRequestChanges }).toEqual({
      preview,
      approve,
      liveLink,
      changes,
    });
  });

  it('never says the trial makes changes free once the trial is over, nor that the site is not published while it is', () => {
    for (const { facts } of cases) {
      const state = customerState(facts, now);
      const said = [state.headline, state.previewNote, state.planHint].join(' ');
      if (facts.subscription?.status !== 'trial') expect(said).not.toContain('durante la prueba son gratis');
      if (state.showsLiveLink) expect(said).not.toContain('Aún no está publicado');
    }
  });

  it('in grace: the site is online until a date, and no line asks to bring it back online', () => {
    const state = customerState(cases.find((c) => c.stage === 'grace')!.facts, now);
    expect(state.grace).toEqual({ offlineOn: '11 de enero de 2027', isRemoval: true, isOffline: false });
    expect(state.headline).not.toBe('¡Tu sitio está en línea!');
    expect(state.planHint).toBe('Elige un plan antes del 11 de enero de 2027 y tu sitio sigue en línea.');
    expect(state.planHint).not.toContain('volver a tener tu sitio en línea');
  });

  it('offline after the grace: the banner and the plan hint say how to bring it back', () => {
    const state = customerState(cases.find((c) => c.name === 'offline after the grace period')!.facts, now);
    expect(state.grace).toMatchObject({ isOffline: true, isRemoval: false });
    expect(state.planHint).toBe('Elige un plan para volver a tener tu sitio en línea.');
  });

  it('the trial line: when it starts before the preview, the days left after it', () => {
    expect(customerState({ submission: submission(), site: null, subscription: trial(null) }, now).trial).toEqual({
      daysRemaining: null,
      endsOn: null,
      notice: 'Tu prueba de 5 días empieza cuando te enviemos la vista previa',
    });
    expect(customerState(reviewing, now).trial).toEqual({ daysRemaining: 3, endsOn: '25 de noviembre de 2026', notice: null });
    expect(customerState({ ...live, subscription: paid('active') }, now).trial).toEqual({ daysRemaining: null, endsOn: null, notice: null });
  });

  it('a removed site offers no way back through a plan', () => {
    const state = customerState(cases.find((c) => c.stage === 'removed')!.facts, now);
    expect(state.grace).toBeNull();
    expect(state.planHint).not.toContain('volver a tener tu sitio en línea');
  });
});
