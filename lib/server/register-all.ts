import 'server-only';
/**
 * The start-up's wiring: importing this module registers every recurring job and daily task (for
 * the in-process scheduler and the cron routes alike) and the handlers of what billing announces
 * (lib/billing/events.ts). Each domain adds one import line here; nothing below lib/server imports
 * a domain above it (decision 0026).
 */
import '@/lib/jobs/daily';
import '@/lib/auth/jobs';
import '@/lib/blog/auto-publish-schedule';
import '@/lib/complaints/jobs';
import '@/lib/legal/jobs';
import '@/lib/billing/jobs';
import '@/lib/receipts/jobs';
import '@/lib/sites/jobs';
import '@/lib/sites/lifecycle/lifecycle-jobs';
import '@/lib/submissions/jobs';
import '@/lib/uptime/jobs';
import '@/lib/sites/billing-handlers';
import '@/lib/receipts/billing-handlers';
