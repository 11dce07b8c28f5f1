/**
 * The whole database schema. Better Auth's tables come first (their field names are the ones
 * its Drizzle adapter expects); the product's own tables follow spec section 3.
 * Column names are snake_case in SQL, camelCase in TypeScript.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  date,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES, RECEIPT_STATUSES, SITE_LEAD_KINDS, SITE_STATUSES, SUBMISSION_STATUSES } from './enums';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tz('created_at').notNull().defaultNow();
const updatedAt = () =>
  tz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ─── Better Auth ─────────────────────────────────────────────────────────────

/** The account holder. Doubles as the spec's `profiles`: name is full_name. */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  phone: text('phone'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: tz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tz('access_token_expires_at'),
    refreshTokenExpiresAt: tz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: tz('locked_until'),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/** Better Auth's rate-limit counters, in the database so every instance shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ─── Roles ───────────────────────────────────────────────────────────────────

export const roleEnum = pgEnum('user_role', ['admin', 'customer']);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

// ─── Trial submissions ───────────────────────────────────────────────────────

export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES);

export const trialSubmissions = pgTable(
  'trial_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the account is deleted (set null) only after personal fields are anonymised.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    businessType: text('business_type').notNull().default('other'),
    email: text('email').notNull(),
    /** The customer ticked "show this e-mail on my site": otherwise the site shows none (issue 23). */
    emailIsPublic: boolean('email_is_public').notNull().default(false),
    phone: text('phone'),
    /** Sent from the custom plan's 'Solicitar Cotización': a quote to prepare, not only a trial. */
    isQuoteRequest: boolean('is_quote_request').notNull().default(false),
    /** The promised delivery date (issue 14): 5 business days, 7 for shops, 10 for quotes (lib/submissions/delivery.ts). */
    dueOn: date('due_on'),
    /** The team's new date once the promised one passed without a preview (issue 23); `dueOn` keeps the promise. */
    revisedDueOn: date('revised_due_on'),
    /** The date (promised or revised) whose passing the team was e-mailed about: one notice per date. */
    overdueNoticeFor: date('overdue_notice_for'),
    /** The team was e-mailed that the estimate promised within 2 hours of sign-up was late. */
    estimateLateNoticeAt: tz('estimate_late_notice_at'),
    websiteUrl: text('website_url'),
    googleBusinessUrl: text('google_business_url'),
    industry: text('industry'),
    targetAudience: text('target_audience'),
    mainGoal: text('main_goal'),
    preferredStyle: text('preferred_style'),
    copyTone: text('copy_tone'),
    colorPreferences: text('color_preferences'),
    exampleWebsites: text('example_websites'),
    seoKeywords: text('seo_keywords'),
    targetLocation: text('target_location'),
    /** Opening hours from the trial form, per day as the site document keeps them; null when not given. */
    openingHours:
      jsonb('opening_hours').$type<
        Record<'lunes' | 'martes' | 'miercoles' | 'jueves' | 'viernes' | 'sabado' | 'domingo', { open: string; close: string } | null>
      >(),
    additionalInfo: text('additional_info'),
    referenceImageUrl: text('reference_image_url'),
    generatedPrompt: text('generated_prompt'),
    previewUrl: text('preview_url'),
    publishedUrl: text('published_url'),
    status: submissionStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trial_submissions_created_at_idx').on(t.createdAt.desc()),
    index('trial_submissions_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('trial_submissions_status_created_idx').on(t.status, t.createdAt.desc()),
    // What sites' (submission, owner) pair refers to, so a site's owner is always its project's.
    unique('trial_submissions_id_user_id_key').on(t.id, t.userId),
  ],
);

// ─── Customer sites (issue 13) ───────────────────────────────────────────────

export const siteStatusEnum = pgEnum('site_status', SITE_STATUSES);

/** One website per project, served at `{label}.{SITES_DOMAIN}` once a version is published. */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .unique()
      .references(() => trialSubmissions.id, { onDelete: 'cascade' }),
    /**
     * The customer the site belongs to: always its project's user (the foreign key below keeps
     * the pair equal, and follows the project when its user goes). Customer operations address a
     * site through it (lib/customer-site/own-site.ts). Null once the account is gone.
     */
    userId: text('user_id'),
    label: text('label').notNull().unique(),
    status: siteStatusEnum('status').notNull().default('draft'),
    /** The unguessable part of the private preview address (/vista-previa/{token}); set when first sent. */
    previewToken: text('preview_token').unique(),
    /**
     * The version the last 'Send preview to client' showed: the preview keeps showing it while the
     * team edits, and 'Aprobar y activar' approves exactly it.
     */
    previewVersionId: uuid('preview_version_id'),
    /** The version the customer approved with 'Aprobar y activar': it goes live when the payment is confirmed. */
    approvedVersionId: uuid('approved_version_id'),
    /** The version visitors see; null until the first publish. */
    publishedVersionId: uuid('published_version_id'),
    publishedAt: tz('published_at'),
    /** The first publish (`publishedAt` moves with every republish): a site new this month owes no article yet. */
    firstPublishedAt: tz('first_published_at'),
    /**
     * When the owner's paid period ended without a renewal (cancelled or unpaid): the 60-day
     * grace period runs from here. Null while paid; kept on a site suspended after its grace, so
     * a later payment can tell that suspension from one the team made by hand.
     */
    lapsedAt: tz('lapsed_at'),
    /** The '7 days left' e-mail of the current grace period went out. */
    graceReminderSentAt: tz('grace_reminder_sent_at'),
    /** Removed after the grace period (cancelled in the first year): its label is freed 90 days later. */
    removedAt: tz('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sites_status_idx').on(t.status, t.updatedAt.desc()),
    index('sites_lapsed_at_idx')
      .on(t.lapsedAt)
      .where(sql`${t.lapsedAt} is not null`),
    foreignKey({ name: 'sites_submission_owner_fk', columns: [t.submissionId, t.userId], foreignColumns: [trialSubmissions.id, trialSubmissions.userId] })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // Today's invariant, on purpose: one site per customer besides removed ones (decision 0023).
    // A second site for a customer is a deliberate change of this index, not an accident.
    uniqueIndex('sites_one_per_customer_idx')
      .on(t.userId)
      .where(sql`${t.status} <> 'removed'`),
  ],
);

/** Every save of a site's document: any of them can be restored or published. */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    document: jsonb('document').notNull(),
    /** How it came to be: 'ai', 'template', 'editor', 'restore of N', 'customer' (a quick edit, decision 0039). */
    source: text('source').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The version this one was edited from, when that is not simply the one before it: the live or
     * previewed version a customer's quick edit changed, and the team's draft carried over it
     * (decision 0039). The team's diff and revert read against it.
     */
    basedOn: integer('based_on'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_versions_site_number_idx').on(t.siteId, t.number)],
);

/**
 * The label of a published site whose project was deleted (the account, or the team's 'Delete
 * Submission'): nobody else gets it before `heldUntil`, as a removed site's label is kept, so its
 * visitors never land on a stranger's site. Expired holds are simply ignored.
 */
export const siteLabelHolds = pgTable('site_label_holds', {
  label: text('label').primaryKey(),
  heldUntil: tz('held_until').notNull(),
});

/**
 * A customer's own domain for their site (issue 14): served, and canonical, once its DNS proves
 * it (a TXT record with the token, and the name pointing at the site's subdomain).
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .unique()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /**
     * Lower-case ASCII (punycode) host name, e.g. www.mi-negocio.pe. Several sites may claim one
     * unverified (a claim proves nothing); only one may hold it verified, and verifying removes the
     * other claims, so a stranger's claim never blocks the domain's owner.
     */
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: tz('verified_at'),
    lastCheckedAt: tz('last_checked_at'),
    /** Why the last check failed, in Spanish, for the customer and the team. */
    lastError: text('last_error'),
    /**
     * Daily re-checks of a verified domain that failed in a row (decision 0013): the first warns
     * the owner, the limit disconnects the domain, a passing one sets it back to 0.
     */
    failedChecks: integer('failed_checks').notNull().default(0),
    /** When this domain was named for the site (naming another resets it): unverified claims expire from here. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('site_domains_verified_domain_idx')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
    index('site_domains_domain_idx').on(t.domain),
  ],
);

/**
 * 'Correo profesional' (issue 26, decision 0031): the mail domain of a site whose own domain is
 * verified, as registered at the e-mail forwarding provider. The provider forwards; this row keeps
 * the records it asked for and what our last check of them found, for the dashboard.
 */
export const siteEmailDomains = pgTable('site_email_domains', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .unique()
    .references(() => sites.id, { onDelete: 'cascade' }),
  /** Lower-case ASCII host name the addresses end in, e.g. minegocio.pe (the site's domain without www). */
  domain: text('domain').notNull(),
  /** The DNS records the provider asks for (MX, SPF, its verification TXT), as it gave them. */
  records: jsonb('records').$type<{ type: 'MX' | 'TXT'; name: string; value: string; priority?: number; purpose: 'mx' | 'spf' | 'verification' }[]>().notNull(),
  verifiedAt: tz('verified_at'),
  lastCheckedAt: tz('last_checked_at'),
  /** Why the last check failed, in Spanish, for the customer. */
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/** One address of 'Correo profesional' (contacto@minegocio.pe) and where the provider forwards it. */
export const siteEmailAddresses = pgTable(
  'site_email_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the site is deleted with its project (a deleted account, the team's 'Delete
     * Submission'): the alias still forwards at the provider until the daily retirement removes it.
     */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** The part before the @, lower case. */
    localPart: text('local_part').notNull(),
    domain: text('domain').notNull(),
    forwardTo: text('forward_to').notNull(),
    /** The alias's id at the provider: removing the address removes it there. */
    providerAliasId: text('provider_alias_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_email_addresses_site_local_part_idx').on(t.siteId, t.localPart)],
);

export const siteLeadKindEnum = pgEnum('site_lead_kind', SITE_LEAD_KINDS);

/** What a visitor sent through a live site's contact or reservation form, for the site's owner (issues 14, 26). */
export const siteLeads = pgTable(
  'site_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /**
     * 'reservation' (the site's reservation form) carries the three reservation columns; a message has none;
     * an 'order' (issue 27) keeps the order as it was sent to WhatsApp in `message`.
     */
    kind: siteLeadKindEnum('kind').notNull().default('message'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** A reservation's note ('' when the visitor left none). */
    message: text('message').notNull(),
    /** The site path the form was sent from. */
    page: text('page').notNull(),
    /** The day, the time (HH:MM, the business's local time) and the number of people a reservation asks for. */
    reservationDate: date('reservation_date', { mode: 'string' }),
    reservationTime: text('reservation_time'),
    partySize: integer('party_size'),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('site_leads_site_created_idx').on(t.siteId, t.createdAt.desc())],
);

/**
 * Photos a customer sends for their site from the dashboard (issue 13): checked and re-encoded
 * like every upload, kept per project so they can arrive before the team drafts the site, and
 * offered to the team beside each image field of the editor.
 */
export const customerPhotos = pgTable(
  'customer_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => trialSubmissions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_photos_submission_created_idx').on(t.submissionId, t.createdAt)],
);

/**
 * 'qr': a visit that arrived by scanning the site's printed QR code (issue 27), counted per page
 * reached; 'order': an order sent on to the business's WhatsApp from the site's order form.
 */
export const siteCountKindEnum = pgEnum('site_count_kind', ['view', 'whatsapp', 'phone', 'qr', 'order']);

/**
 * Visits and contact clicks of a live site, one counter per site, Lima day, kind and path (issue
 * 14): no cookie, no address, no row per hit.
 */
export const siteDailyCounts = pgTable(
  'site_daily_counts',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: siteCountKindEnum('kind').notNull(),
    /** The page viewed, or reached from the QR code; '' for clicks. */
    path: text('path').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.kind, t.path] })],
);

/**
 * When a view of one page of a site was last counted for one visitor: a visitor counts once per
 * page within a few minutes (lib/sites/traffic/visits.ts), so one client cannot inflate the numbers.
 * `visitor` is a keyed hash of the client's address, never the address; rows older than a day
 * are deleted by the daily run.
 */
export const siteViewMarks = pgTable(
  'site_view_marks',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    visitor: text('visitor').notNull(),
    countedAt: tz('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.path, t.visitor] }), index('site_view_marks_counted_at_idx').on(t.countedAt)],
);

/**
 * 'Tu reporte del mes' (issue 26): the monthly report e-mailed to a live site's owner, one row per
 * site and Lima month, written before the e-mail goes so no owner gets a month twice
 * (lib/sites/traffic/monthly-report-job.ts). `emailedAt` stays null while it is being sent, and
 * forever if the process stopped mid-send: the report is then not sent again.
 */
export const siteMonthlyReports = pgTable(
  'site_monthly_reports',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The Lima month reported, 'YYYY-MM'. */
    month: text('month').notNull(),
    emailedAt: tz('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] })],
);

// ─── Uptime (issue 24) ───────────────────────────────────────────────────────

/** The app's own entry points are checked as one target, stored with no site. */
const uptimeTarget = (siteId: AnyPgColumn) => sql`coalesce(${siteId}, '00000000-0000-0000-0000-000000000000'::uuid)`;

/**
 * A time the uptime checker (scripts/uptime-check.ts) found a live site, or with no site the app
 * itself, not served: from the first check that failed to the first that passed again (open while
 * `endedAt` is null; one open outage per target). The team is e-mailed once when it passes 5
 * minutes and once when it ends; the customer's dashboard lists the month's outages.
 */
export const uptimeOutages = pgTable(
  'uptime_outages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    startedAt: tz('started_at').notNull(),
    /** The latest check that found it down: an outage is never said to last past what was measured. */
    lastFailedAt: tz('last_failed_at').notNull(),
    endedAt: tz('ended_at'),
    /** What the latest failing check saw, in Spanish (e.g. "tienda.pe: no respondió en 10 segundos"). */
    reason: text('reason').notNull(),
    /** When the team was told it is down (after 5 minutes) and that it is back. */
    alertedAt: tz('alerted_at'),
    recoveryAlertedAt: tz('recovery_alerted_at'),
  },
  (t) => [
    uniqueIndex('uptime_outages_open_idx')
      .on(uptimeTarget(t.siteId))
      .where(sql`${t.endedAt} is null`),
    index('uptime_outages_site_started_idx').on(t.siteId, t.startedAt),
  ],
);

/**
 * How many checks of a target ran on one Lima day and how many failed: a month's availability is
 * at most 31 rows, whatever the number of checks.
 */
export const uptimeDays = pgTable(
  'uptime_days',
  {
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    checks: integer('checks').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [uniqueIndex('uptime_days_target_day_idx').on(uptimeTarget(t.siteId), t.day)],
);

export const siteArticleStatusEnum = pgEnum('site_article_status', ['pending_review', 'published']);

/**
 * The Growth plan's monthly SEO article for a customer's site (issue 14): drafted by the article
 * generator, reviewed by the team, then published on the site's own blog. One per site and month.
 */
export const siteArticles = pgTable(
  'site_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lima calendar month it belongs to, 'YYYY-MM'. */
    month: text('month').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitized HTML (lib/html/sanitize), never stored unsanitized. */
    content: text('content').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: siteArticleStatusEnum('status').notNull().default('pending_review'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: tz('reviewed_at'),
    publishedAt: tz('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('site_articles_site_month_idx').on(t.siteId, t.month),
    uniqueIndex('site_articles_site_slug_idx').on(t.siteId, t.slug),
    index('site_articles_status_idx').on(t.status, t.createdAt),
  ],
);

export const siteRevisionStatusEnum = pgEnum('site_revision_status', ['pendiente', 'hecho']);

/** 'Pedir un cambio aquí': one change the customer asked for on one section of their site. */
export const siteRevisionRequests = pgTable(
  'site_revision_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `{page slug}#{section id}` in the version the customer was looking at. */
    sectionKey: text('section_key').notNull(),
    /** The page and heading as the customer saw them, kept if the section later changes. */
    sectionLabel: text('section_label').notNull(),
    message: text('message').notNull(),
    status: siteRevisionStatusEnum('status').notNull().default('pendiente'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    doneAt: tz('done_at'),
  },
  (t) => [index('site_revision_requests_site_idx').on(t.siteId, t.createdAt)],
);

export const siteLifecycleEventEnum = pgEnum('site_lifecycle_event', ['grace_started', 'grace_reminder', 'suspended', 'removed', 'label_freed', 'reactivated']);

/** Every change the terms' lifecycle makes to a site, for the team and the customer's record. */
export const siteLifecycleEvents = pgTable(
  'site_lifecycle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Set null when the site row goes (its label freed); the label below keeps the record readable.
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    kind: siteLifecycleEventEnum('kind').notNull(),
    /** The e-mail telling the customer went out (a failed e-mail never undoes the transition). */
    emailed: boolean('emailed').notNull().default(false),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('site_lifecycle_events_site_idx').on(t.siteId, t.at)],
);

// ─── Subscriptions ───────────────────────────────────────────────────────────

export const subscriptionStatusEnum = pgEnum('subscription_status', ['trial', 'active', 'past_due', 'canceled', 'expired']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: subscriptionStatusEnum('status').notNull().default('trial'),
    /** 'trial', or the provider's product id of the paid plan (spec section 4). */
    planType: text('plan_type').notNull().default('trial'),
    trialEndDate: tz('trial_end_date'),
    currentPeriodEnd: tz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelReason: text('cancel_reason'),
    providerCustomerId: text('provider_customer_id').unique(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    trialReminderSentAt: tz('trial_reminder_sent_at'),
    trialEndedNoticeSentAt: tz('trial_ended_notice_sent_at'),
    /** Pays each month through a payment link we e-mail (Yape or another one-time method), not a card subscription. */
    paysByLink: boolean('pays_by_link').notNull().default(false),
    /** The period end whose payment link was last e-mailed, so each due date gets one e-mail. */
    linkSentForPeriodEnd: tz('link_sent_for_period_end'),
    /** When it first became active (paid): the terms' first year and the paying-customer count run from here. */
    firstActivatedAt: tz('first_activated_at'),
    /** The launch price step fixed at the first checkout (0: S/ 25 and S/ 45, +S/ 5 per step); kept afterwards. */
    priceStep: integer('price_step'),
    /**
     * The site this subscription pays for, named at checkout: a confirmed payment publishes it
     * unless the provider's own record names one (decision 0023). Null for subscriptions from
     * before: their payments address the customer's one site.
     */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_status_trial_end_idx').on(t.status, t.trialEndDate),
    index('subscriptions_first_activated_idx')
      .on(t.firstActivatedAt)
      .where(sql`${t.firstActivatedAt} is not null`),
  ],
);

/** Each payment-provider event id is applied once: redeliveries find their row here. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: tz('processed_at').notNull().defaultNow(),
});

/**
 * Checkout sessions this product opened, by user: a completed checkout may name its user
 * (client_reference_id) only when its session is one of these, since anyone can start a checkout
 * on the same provider account with a payment link and a user id of their choosing.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

// ─── Messages ────────────────────────────────────────────────────────────────

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    /** Null means "the team": a customer's message is visible to every administrator. */
    recipientId: text('recipient_id').references(() => user.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id').references(() => trialSubmissions.id, { onDelete: 'set null' }),
    subject: text('subject'),
    message: text('message').notNull(),
    isRevisionRequest: boolean('is_revision_request').notNull().default(false),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_recipient_created_idx').on(t.recipientId, t.createdAt.desc()),
    index('messages_created_at_idx').on(t.createdAt.desc()),
    index('messages_submission_idx').on(t.submissionId),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_submissions_created_at_idx').on(t.createdAt.desc())],
);

/** Fixed-window counters for the product's own limits (contact form, complaints...). */
export const requestCounters = pgTable('request_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: tz('window_start').notNull(),
});

/**
 * Failed sign-in steps (password or second factor) of one account from one client address, for
 * the growing delay that slows guessing without locking the owner out (decision 0019). The key
 * names the step, the account and the address; the count is forgotten a day after it started.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: tz('window_start').notNull(),
  lastFailureAt: tz('last_failure_at').notNull(),
});

/** Addresses an account has signed in from: failures from other addresses never hold them back. */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignInAt: tz('last_sign_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

// ─── Blog ────────────────────────────────────────────────────────────────────

export const articleStatusEnum = pgEnum('article_status', ['draft', 'published']);
export const articleSourceEnum = pgEnum('article_source', ['website', 'keyword', 'topic']);

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    slug: text('slug').notNull(),
    seoKeywords: text('seo_keywords'),
    sourceType: articleSourceEnum('source_type'),
    sourceValue: text('source_value'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    status: articleStatusEnum('status').notNull().default('draft'),
    imageUrl: text('image_url'),
    publishedAt: tz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_articles_slug_key').on(t.slug),
    index('blog_articles_status_published_idx').on(t.status, t.publishedAt.desc()),
    index('blog_articles_created_at_idx').on(t.createdAt.desc()),
    check('blog_articles_published_has_date', sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

/** Old slugs of renamed articles, so indexed links answer a permanent redirect. */
export const blogSlugRedirects = pgTable('blog_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => blogArticles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const keywordStatusEnum = pgEnum('keyword_status', ['pending', 'used']);

export const blogKeywordsQueue = pgTable(
  'blog_keywords_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyword: text('keyword').notNull(),
    status: keywordStatusEnum('status').notNull().default('pending'),
    usedAt: tz('used_at'),
    articleId: uuid('article_id').references(() => blogArticles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_keywords_queue_status_created_idx').on(t.status, t.createdAt)],
);

/** One row per ISO week (e.g. '2026-W47'): the scheduled publisher's claim across instances. */
export const autoPublishRuns = pgTable('auto_publish_runs', {
  isoWeek: text('iso_week').primaryKey(),
  startedAt: tz('started_at').notNull().defaultNow(),
  finishedAt: tz('finished_at'),
  outcome: text('outcome'),
  articleId: uuid('article_id').references(() => blogArticles.id, { onDelete: 'set null' }),
});

/** Daily jobs (trial expiry, complaint reminders) claim their day here, once across instances. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    startedAt: tz('started_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);

// ─── Peru compliance (issue 8) ───────────────────────────────────────────────

export const consentKindEnum = pgEnum('consent_kind', ['terms_privacy', 'marketing']);

/** What a customer accepted, when, and which version of the policy (Ley 29733). */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: consentKindEnum('kind').notNull(),
    granted: boolean('granted').notNull(),
    policyVersion: text('policy_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.createdAt.desc())],
);

export const legalNoticeDocumentEnum = pgEnum('legal_notice_document', ['terms', 'privacy', 'prices']);

/**
 * A change to the terms, the privacy policy or the prices, announced by the team before it takes
 * effect (issue 26): at least 15 days before for the terms and the privacy policy, 30 for the
 * prices (lib/legal/notices.ts). The new version is named by the day it takes effect.
 */
export const legalNotices = pgTable(
  'legal_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document: legalNoticeDocumentEnum('document').notNull(),
    /** The Lima day the new version takes effect, which is also its version ('YYYY-MM-DD'). */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** What changes, in the team's words (plain text, shown and e-mailed as text). */
    summary: text('summary').notNull(),
    announcedBy: text('announced_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Set when the team withdraws a notice before it takes effect (announced by mistake, or the
     * change dropped): it leaves the dashboards, records no consent, and the customers e-mailed
     * it get a correction saying why, in the team's words (`withdrawalReason`).
     */
    withdrawnAt: tz('withdrawn_at'),
    withdrawnBy: text('withdrawn_by').references(() => user.id, { onDelete: 'set null' }),
    withdrawalReason: text('withdrawal_reason'),
  },
  // One standing notice per document and day; a withdrawn one leaves the day free to announce again.
  (t) => [
    uniqueIndex('legal_notices_document_effective_idx')
      .on(t.document, t.effectiveOn)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/** One affected customer e-mailed one notice: recorded before the e-mail goes, so no one gets it twice. */
export const legalNoticeDeliveries = pgTable(
  'legal_notice_deliveries',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => legalNotices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** When the e-mail was handed to the mail server; null while it is being sent. */
    sentAt: tz('sent_at'),
    /** When the correction of a withdrawn notice was handed to the mail server (claimed before sending). */
    withdrawalSentAt: tz('withdrawal_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('legal_notice_deliveries_user_idx').on(t.userId)],
);

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const complaintKindEnum = pgEnum('complaint_kind', ['reclamo', 'queja']);
export const complaintStatusEnum = pgEnum('complaint_status', ['received', 'answered']);
export const contractedItemEnum = pgEnum('contracted_item', ['producto', 'servicio']);

/**
 * Hojas de reclamación of the Libro de Reclamaciones virtual. Kept at least two years and never
 * removed by an account deletion: the user link is set null, the sheet itself stays.
 */
export const complaintSheets = pgTable(
  'complaint_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** e.g. 2026-000123 */
    number: text('number').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    documentType: documentTypeEnum('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isMinor: boolean('is_minor').notNull().default(false),
    guardianName: text('guardian_name'),
    guardianDocument: text('guardian_document'),
    contractedItem: contractedItemEnum('contracted_item').notNull(),
    amountClaimed: numeric('amount_claimed', { precision: 12, scale: 2 }),
    contractedDescription: text('contracted_description').notNull(),
    kind: complaintKindEnum('kind').notNull(),
    details: text('details').notNull(),
    consumerRequest: text('consumer_request').notNull(),
    status: complaintStatusEnum('status').notNull().default('received'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    answer: text('answer'),
    answeredAt: tz('answered_at'),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    reminderSentAt: tz('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaint_sheets_year_sequence_key').on(t.year, t.sequence),
    index('complaint_sheets_status_due_idx').on(t.status, t.dueDate),
    index('complaint_sheets_created_at_idx').on(t.createdAt.desc()),
  ],
);

/** The last correlative number used per year; incremented in the same transaction as the insert. */
export const complaintCounters = pgTable('complaint_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

// ─── Electronic receipts (SUNAT) ────────────────────────────────────────────

export const receiptCustomerKindEnum = pgEnum('receipt_customer_kind', ['boleta', 'factura']);

/**
 * What a customer wants on their receipts: a boleta (name, optionally DNI or CE) or a factura
 * (RUC, razón social, fiscal address). Asked for before the first checkout, editable later.
 */
export const billingDetails = pgTable('billing_details', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  kind: receiptCustomerKindEnum('kind').notNull(),
  /** Full name (boleta) or razón social (factura). */
  name: text('name').notNull(),
  /** 'dni' | 'ce' for a boleta (or null: none given), 'ruc' for a factura. */
  documentType: documentTypeEnum('document_type'),
  documentNumber: text('document_number'),
  /** Fiscal address; required for a factura. */
  address: text('address'),
  updatedAt: updatedAt(),
});

export const receiptKindEnum = pgEnum('receipt_kind', ['boleta', 'factura', 'nota_credito']);
export const receiptPurposeEnum = pgEnum('receipt_purpose', ['payment', 'refund']);
/**
 * pending: numbered, not yet taken by the receipt API (retried); issued: taken, SUNAT's answer
 * still to come; accepted / rejected: SUNAT's answer.
 */
export const receiptStatusEnum = pgEnum('receipt_status', RECEIPT_STATUSES);

/**
 * One electronic receipt per confirmed payment (and one credit note per refund). The customer's
 * data is copied in when the row is created, so a later edit never changes an issued receipt.
 * Kept when the account is deleted (tax records): the user link is set null.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    purpose: receiptPurposeEnum('purpose').notNull(),
    kind: receiptKindEnum('kind').notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The receipt a credit note corrects. */
    referenceReceiptId: uuid('reference_receipt_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    customerKind: receiptCustomerKindEnum('customer_kind').notNull(),
    customerName: text('customer_name').notNull(),
    customerDocumentType: documentTypeEnum('customer_document_type'),
    customerDocumentNumber: text('customer_document_number'),
    customerAddress: text('customer_address'),
    customerEmail: text('customer_email'),
    status: receiptStatusEnum('status').notNull().default('pending'),
    /** SUNAT's answer (the reason, when rejected) or the API's last error. */
    sunatDescription: text('sunat_description'),
    lastError: text('last_error'),
    pdfUrl: text('pdf_url'),
    xmlUrl: text('xml_url'),
    attempts: integer('attempts').notNull().default(0),
    /** When an instance may (re)try it; a claim moves it ahead, so only one instance sends it at a time. */
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    paidAt: tz('paid_at').notNull(),
    issuedAt: tz('issued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_provider_payment_purpose_key').on(t.provider, t.paymentId, t.purpose),
    uniqueIndex('receipts_series_number_key').on(t.series, t.number),
    index('receipts_user_idx').on(t.userId, t.createdAt.desc()),
    index('receipts_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('receipts_paid_at_idx').on(t.paidAt.desc()),
  ],
);

/** The last number used per series; incremented in the same transaction as the receipt's insert. */
export const receiptSeries = pgTable('receipt_series', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

// ── The first sketch (issue 27, item 1; decision 0038) ─────────────────────────────────────────

export const siteSketchStatusEnum = pgEnum('site_sketch_status', ['making', 'ready', 'failed']);

/**
 * The sketch made right after a trial form: one row per project, written in the sign-up's own
 * transaction, so no project is left without one. The instance that claims it (`claimedAt`) makes
 * it; a claim left without an answer for minutes means that instance stopped, and any instance's
 * sweep takes it over (`attempts` bounds the retries). The sketch itself is the site's version 1
 * (`versionId`), the one the team opens in the editor.
 */
export const siteSketches = pgTable(
  'site_sketches',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => trialSubmissions.id, { onDelete: 'cascade' }),
    status: siteSketchStatusEnum('status').notNull().default('making'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: tz('claimed_at'),
    versionId: uuid('version_id').references(() => siteVersions.id, { onDelete: 'set null' }),
    /** 'ai' or 'template'; with the template, why the AI's draft was not used. */
    source: text('source'),
    fallbackReason: text('fallback_reason'),
    finishedAt: tz('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_sketches_making_idx')
      .on(t.claimedAt)
      .where(sql`${t.status} = 'making'`),
  ],
);

// ─── Monthly SEO work (issue 26, item 2) ─────────────────────────────────────

/** What the monthly checker looks at (lib/sites/seo/rules.ts names each for the panel and the owner). */
export const siteSeoRuleEnum = pgEnum('site_seo_rule', [
  'title',
  'description',
  'h1',
  'image_alt',
  'internal_link',
  'page_weight',
  'local_business',
  'canonical',
  'sitemap',
  'robots',
]);

/**
 * One Growth site's monthly check: inserted to claim it (only the inserting run checks the site),
 * `checkedAt` set when its findings are recorded. A claim without `checkedAt` whose run died is
 * taken over after a while (lib/sites/seo/seo-job.ts).
 */
export const siteSeoChecks = pgTable(
  'site_seo_checks',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The Lima month, 'YYYY-MM'. */
    month: text('month').notNull(),
    claimedAt: tz('claimed_at').notNull().defaultNow(),
    checkedAt: tz('checked_at'),
    pagesChecked: integer('pages_checked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] })],
);

/** A finding of the monthly check, as a task for the team: open until `doneAt`, done by `doneBy`. */
export const siteSeoTasks = pgTable(
  'site_seo_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    rule: siteSeoRuleEnum('rule').notNull(),
    /** The page's path ('/' for the home page), or '' for the site as a whole (sitemap, robots). */
    path: text('path').notNull(),
    /** What the checker found, in English for the panel (e.g. "Title is 74 characters; keep it to 60"). */
    detail: text('detail').notNull(),
    doneAt: tz('done_at'),
    doneBy: text('done_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_seo_tasks_site_month_rule_path_key').on(t.siteId, t.month, t.rule, t.path)],
);

// ---------------------------------------------------------------------------------------------
// 'Tu logo' (issue 26, item 5; decision 0035)
// ---------------------------------------------------------------------------------------------

/**
 * requested: the brief is in, the team has not offered options yet (a generation may be running:
 * generationStartedAt); offered: up to four options wait for the customer's choice; chosen: the
 * customer picked one, which went into the site document.
 */
export const logoBriefStatusEnum = pgEnum('logo_brief_status', ['requested', 'offered', 'chosen']);

/** One logo brief per project: what the customer wants, and where the team's work on it stands. */
export const logoBriefs = pgTable('logo_briefs', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .unique()
    .references(() => trialSubmissions.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  colors: text('colors'),
  style: text('style'),
  message: text('message').notNull(),
  status: logoBriefStatusEnum('status').notNull().default('requested'),
  /** Set while an image-model run is under way (one at a time, across instances); cleared when it ends. */
  generationStartedAt: tz('generation_started_at'),
  /** The last run's failure, in the team's English, until the next run or upload. */
  generationError: text('generation_error'),
  chosenOptionId: uuid('chosen_option_id'),
  offeredAt: tz('offered_at'),
  chosenAt: tz('chosen_at'),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A logo option: a re-encoded PNG (at most 1024 px a side) the image model made or the team uploaded. */
export const logoOptions = pgTable(
  'logo_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => logoBriefs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    source: text('source', { enum: ['ai', 'upload'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('logo_options_brief_created_idx').on(t.briefId, t.createdAt)],
);
