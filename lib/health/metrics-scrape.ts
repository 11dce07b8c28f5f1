import 'server-only';
import { declareAppCounters } from '@/lib/metrics/counters';
import { formatExposition, type ExposedFamily } from '@/lib/metrics/exposition';
import { metricsRegistry, type Labels } from '@/lib/metrics/registry.mjs';
import { logger } from '@/lib/logger';
import { countReceiptsByStatus } from '@/lib/receipts/queries';
import { isDatabaseReachable, mailTransportState, pageCacheState } from './check-health';

const gauge = (name: string, help: string, samples: { labels?: Labels; value: number }[]): ExposedFamily => ({
  name,
  type: 'gauge',
  help,
  series: samples.map(({ labels = {}, value }) => ({ kind: 'value', labels, value })),
});

/**
 * What this instance relies on, checked now as /api/health checks it (mail only over SMTP, Redis
 * only when it shares the page cache), so mail being down is seen even while nobody is sent any.
 */
async function dependencies(): Promise<{ family: ExposedFamily; database: boolean }> {
  const [database, mail, cache] = await Promise.all([isDatabaseReachable(), mailTransportState(), pageCacheState()]);
  const samples = [{ labels: { dependency: 'database' }, value: database ? 1 : 0 }];
  if (mail !== 'disk') samples.push({ labels: { dependency: 'mail' }, value: mail === 'up' ? 1 : 0 });
  if ('redis' in cache) samples.push({ labels: { dependency: 'redis' }, value: cache.redis === 'up' ? 1 : 0 });
  return {
    family: gauge(
      'vitrina_dependency_up',
      'Whether the database, the SMTP server and the shared Redis cache answer this instance now (1) or not (0).',
      samples,
    ),
    database,
  };
}

/** Receipts by status from the database: the same on every instance, since any of them may move one. */
async function receiptGauges(now: Date): Promise<ExposedFamily[]> {
  try {
    const { counts, oldestUnsettledAt } = await countReceiptsByStatus();
    return [
      gauge(
        'vitrina_receipts',
        'Receipts in the database by status: pending (the receipt API has not taken it yet), issued (waiting for SUNAT), accepted, rejected.',
        Object.entries(counts).map(([status, value]) => ({ labels: { status }, value })),
      ),
      gauge(
        'vitrina_receipts_oldest_unsettled_age_seconds',
        'Age of the oldest receipt still pending or issued (0 when none): receipts stuck when it keeps growing.',
        [{ value: oldestUnsettledAt ? Math.max(0, (now.getTime() - oldestUnsettledAt.getTime()) / 1000) : 0 }],
      ),
    ];
  } catch (err) {
    logger.warn({ err }, 'metrics: receipts not counted');
    return [];
  }
}

/**
 * The whole scrape, in Prometheus' text format: this process's counters and histograms (requests,
 * site pages, e-mails, jobs, payment notifications), the state of what it relies on, and the
 * receipts waiting, read from the database now.
 */
export async function scrapeMetrics(now: Date = new Date()): Promise<string> {
  declareAppCounters();
  const { family: dependencyFamily, database } = await dependencies();
  const processGauges = [
    gauge('process_start_time_seconds', 'When this instance started, in seconds since the epoch (counters start again from 0 then).', [
      { value: Math.round(now.getTime() / 1000 - process.uptime()) },
    ]),
    gauge('process_resident_memory_bytes', 'Memory this instance holds (resident set).', [{ value: process.memoryUsage.rss() }]),
  ];
  const counted: ExposedFamily[] = metricsRegistry()
    .families()
    .map((family) => ({ ...family, series: family.series.values() }));
  return formatExposition([...counted, dependencyFamily, ...(database ? await receiptGauges(now) : []), ...processGauges]);
}
