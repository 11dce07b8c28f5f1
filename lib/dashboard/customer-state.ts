/**
 * Where a customer stands right now, decided once from their rows (issue 23, item 3), so the
 * project card, the preview block, the grace banner and the subscription card never contradict
 * each other: each screen reads this instead of guessing from one table. Pure and safe for
 * client components.
 */
import type { SiteStatus, SubmissionStatus } from '@/db/enums';
import { addDays, FIRST_YEAR_DAYS, offlineDate } from '@/lib/customer-site/lifecycle-rules';
import { formatDateEsPe, trialDaysRemaining, type BadgeVariant, type SubscriptionStatus } from '@/lib/billing/present';
import { submissionStatusBadges, submissionStatusLabels, TRIAL_STARTS_WITH_PREVIEW } from './present';

export type CustomerFacts = {
  /** The newest project. `hasLiveUrl`: completed with a published address (a site hosted elsewhere counts). */
  submission: { status: SubmissionStatus; hasPreview: boolean; hasLiveUrl: boolean } | null;
  /** The project's site on our engine; a removed site whose row is gone still reads as removed. */
  site: {
    status: SiteStatus;
    isPublished: boolean;
    isApproved: boolean;
    lapsedAt: Date | null;
    removedAt: Date | null;
  } | null;
  subscription: { status: SubscriptionStatus; trialEndDate: Date | null; firstActivatedAt: Date | null } | null;
};

export type CustomerStage =
  | 'no_project'
  /** The team is building; no preview yet. */
  | 'building'
  /** A preview was sent and the trial runs: review, ask for changes, approve. */
  | 'in_review'
  /** The trial ran out (or was cancelled) before the customer approved and paid. */
  | 'trial_ended'
  /** Approved; it goes live when the payment is confirmed. */
  | 'approved'
  | 'live'
  /** Online, but the last charge failed (before the grace period starts). */
  | 'past_due'
  /** The plan lapsed: online until the end of the 60-day grace. */
  | 'grace'
  | 'offline'
  | 'removed'
  /** The team cancelled the project. */
  | 'cancelled';

/** The grace banner: the date the site goes offline and what happens then. */
export type GraceView = { offlineOn: string; isRemoval: boolean; isOffline: boolean };

export type CustomerState = {
  stage: CustomerStage;
  /** The project card's badge; null without a project. */
  badge: { label: string; variant: BadgeVariant } | null;
  /** One sentence on the project card saying where the customer stands. */
  headline: string;
  showsLiveLink: boolean;
  /** The preview (its link and the embedded page) and 'Aprobar y activar'. */
  showsPreview: boolean;
  canApprove: boolean;
  /** The section-anchored change-request form. */
  canRequestChanges: boolean;
  /** The preview block's line under its title. */
  previewNote: string | null;
  grace: GraceView | null;
  /** The subscription card's trial lines: days left and end once the clock runs, else when it starts. */
  trial: { daysRemaining: number | null; endsOn: string | null; notice: string | null };
  /** The line above the plan buttons when there is no paid plan. */
  planHint: string | null;
};

const BADGES = {
  inReview: { label: 'En revisión', variant: 'default' },
  approved: { label: 'Aprobado', variant: 'success' },
  offline: { label: 'Fuera de línea', variant: 'destructive' },
  removed: { label: 'Eliminado', variant: 'destructive' },
} as const satisfies Record<string, CustomerState['badge']>;

const PREVIEW_STAGES = new Set<CustomerStage>(['in_review', 'trial_ended', 'approved']);
const CHANGE_STAGES = new Set<CustomerStage>(['in_review', 'trial_ended', 'approved', 'live', 'past_due', 'grace']);
const ONLINE_STAGES = new Set<CustomerStage>(['live', 'past_due', 'grace']);

function stageOf({ submission, site, subscription }: CustomerFacts): CustomerStage {
  if (!submission) return 'no_project';
  if (site?.status === 'removed') return 'removed';
  if (submission.status === 'cancelled') return 'cancelled';
  if (site?.status === 'suspended') return 'offline';
  const isOnline = site ? site.status === 'live' && site.isPublished : submission.hasLiveUrl;
  if (isOnline) {
    if (site?.lapsedAt) return 'grace';
    return subscription?.status === 'past_due' ? 'past_due' : 'live';
  }
  if (!submission.hasPreview) return 'building';
  if (site?.isApproved) return 'approved';
  if (subscription?.status === 'expired' || subscription?.status === 'canceled') return 'trial_ended';
  return 'in_review';
}

function graceOf(facts: CustomerFacts, stage: CustomerStage): GraceView | null {
  const lapsedAt = facts.site?.lapsedAt;
  if (!lapsedAt || (stage !== 'grace' && stage !== 'offline')) return null;
  const firstActivatedAt = facts.subscription?.firstActivatedAt ?? null;
  return {
    offlineOn: formatDateEsPe(offlineDate(lapsedAt)),
    isRemoval: firstActivatedAt !== null && lapsedAt < addDays(firstActivatedAt, FIRST_YEAR_DAYS),
    isOffline: stage === 'offline',
  };
}

function headlineOf(stage: CustomerStage, facts: CustomerFacts, grace: GraceView | null): string {
  switch (stage) {
    case 'no_project':
      return 'Aún no nos enviaste los datos de tu negocio.';
    case 'building':
      return 'Estamos trabajando en tu sitio. Cuando la vista previa esté lista te avisaremos por correo y la verás en «Mi sitio».';
    case 'in_review':
      return 'Tu vista previa está lista: revísala, pídenos cambios o apruébala.';
    case 'trial_ended':
      return 'Tu prueba terminó. Tu vista previa sigue aquí: si te gusta, apruébala y elige tu plan para publicarla.';
    case 'approved':
      return 'Aprobaste tu sitio: lo publicamos apenas se confirme tu pago.';
    case 'live':
      return '¡Tu sitio está en línea!';
    case 'past_due':
      return 'Tu sitio está en línea, pero no pudimos cobrar tu plan.';
    case 'grace':
      return `Tu sitio está en línea hasta el ${grace?.offlineOn}.`;
    case 'offline':
      return grace
        ? 'Tu sitio no está en línea. Guardamos su contenido: elige un plan y vuelve a estar en línea al instante.'
        : 'Tu sitio no está en línea por ahora. Escríbenos si tienes dudas.';
    case 'removed': {
      const removedAt = facts.site?.removedAt;
      return `Tu sitio fue eliminado${removedAt ? ` el ${formatDateEsPe(removedAt)}` : ''}, al terminar el periodo de gracia. Si quieres un sitio nuevo, escríbenos.`;
    }
    case 'cancelled':
      return 'Este proyecto está cancelado. Si quieres retomarlo, escríbenos.';
  }
}

function previewNoteOf(stage: CustomerStage, subscription: CustomerFacts['subscription']): string | null {
  if (stage === 'approved') return 'Aprobaste esta versión. Si quieres otro cambio antes de publicarla, pídelo aquí.';
  if (stage === 'trial_ended') return 'Pídenos los cambios que quieras antes de aprobarla.';
  if (stage !== 'in_review') return null;
  return subscription?.status === 'trial'
    ? 'Revísala con calma. Pídenos los cambios que quieras; durante la prueba son gratis.'
    : 'Revísala con calma y pídenos los cambios que quieras.';
}

function planHintOf(stage: CustomerStage, grace: GraceView | null): string | null {
  switch (stage) {
    case 'building':
      return 'Cuando tu vista previa esté lista podrás aprobarla y elegir tu plan.';
    case 'in_review':
    case 'trial_ended':
      return 'Aprueba tu vista previa y elige tu plan para publicar tu sitio.';
    case 'grace':
      return `Elige un plan antes del ${grace?.offlineOn} y tu sitio sigue en línea.`;
    case 'offline':
      return grace ? 'Elige un plan para volver a tener tu sitio en línea.' : null;
    case 'removed':
      return 'Tu sitio fue eliminado: un plan nuevo no lo recupera. Escríbenos si quieres uno nuevo.';
    default:
      return null;
  }
}

function trialOf(subscription: CustomerFacts['subscription'], now: Date): CustomerState['trial'] {
  if (subscription?.status !== 'trial') return { daysRemaining: null, endsOn: null, notice: null };
  const end = subscription.trialEndDate;
  return end
    ? { daysRemaining: trialDaysRemaining(end, now), endsOn: formatDateEsPe(end), notice: null }
    : { daysRemaining: null, endsOn: null, notice: TRIAL_STARTS_WITH_PREVIEW };
}

/**
 * The team's own status (spec section 4) where it is true for the customer; where it no longer
 * tells them anything ('Pendiente' once a preview waits for them, 'Completado' for a site that
 * went offline or was removed), what the customer is actually waiting for.
 */
function badgeOf(stage: CustomerStage, facts: CustomerFacts): CustomerState['badge'] {
  const submission = facts.submission;
  if (!submission) return null;
  switch (stage) {
    case 'in_review':
    case 'trial_ended':
      return BADGES.inReview;
    case 'approved':
      return BADGES.approved;
    case 'offline':
      return BADGES.offline;
    case 'removed':
      return BADGES.removed;
    default:
      return { label: submissionStatusLabels[submission.status], variant: submissionStatusBadges[submission.status] };
  }
}

/** The one answer to "where does this customer stand?" that every dashboard screen shows. */
export function customerState(facts: CustomerFacts, now: Date = new Date()): CustomerState {
  const stage = stageOf(facts);
  const grace = graceOf(facts, stage);
  return {
    stage,
    badge: badgeOf(stage, facts),
    headline: headlineOf(stage, facts, grace),
    showsLiveLink: ONLINE_STAGES.has(stage),
    showsPreview: PREVIEW_STAGES.has(stage),
    canApprove: PREVIEW_STAGES.has(stage),
    canRequestChanges: CHANGE_STAGES.has(stage),
    previewNote: previewNoteOf(stage, facts.subscription),
    grace,
    trial: trialOf(facts.subscription, now),
    planHint: planHintOf(stage, grace),
  };
}
