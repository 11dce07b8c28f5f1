import { describe, expect, it } from 'vitest';
import { formatExposition } from '@/lib/metrics/exposition';
import { createRegistry, metricsRegistry } from '@/lib/metrics/registry.mjs';

const exposed = (registry: ReturnType<typeof createRegistry>) =>
  formatExposition(registry.families().map((family) => ({ ...family, series: family.series.values() })));

describe("Prometheus' text format", () => {
  it('writes HELP and TYPE, then one line per label set, counters adding up', () => {
    const registry = createRegistry();
    const emails = registry.counter('vitrina_emails_total', 'E-mails by outcome.', [{ outcome: 'sent' }, { outcome: 'failed' }]);
    emails.inc({ outcome: 'sent' });
    emails.inc({ outcome: 'sent' });
    expect(exposed(registry)).toBe(
      [
        '# HELP vitrina_emails_total E-mails by outcome.',
        '# TYPE vitrina_emails_total counter',
        'vitrina_emails_total{outcome="sent"} 2',
        'vitrina_emails_total{outcome="failed"} 0',
        '',
      ].join('\n'),
    );
  });

  it('writes a histogram as cumulative buckets ending at +Inf, then its sum and count', () => {
    const registry = createRegistry();
    const latency = registry.histogram('vitrina_http_request_duration_seconds', 'Latency.', [0.1, 1]);
    for (const seconds of [0.05, 0.1, 0.5, 3]) latency.observe({ group: 'app_page' }, seconds);
    expect(exposed(registry).split('\n')).toEqual([
      '# HELP vitrina_http_request_duration_seconds Latency.',
      '# TYPE vitrina_http_request_duration_seconds histogram',
      'vitrina_http_request_duration_seconds_bucket{group="app_page",le="0.1"} 2',
      'vitrina_http_request_duration_seconds_bucket{group="app_page",le="1"} 3',
      'vitrina_http_request_duration_seconds_bucket{group="app_page",le="+Inf"} 4',
      'vitrina_http_request_duration_seconds_sum{group="app_page"} 3.65',
      'vitrina_http_request_duration_seconds_count{group="app_page"} 4',
      '',
    ]);
  });

  it('escapes backslashes, quotes and line breaks in label values, and in HELP text', () => {
    const text = formatExposition([
      { name: 'vitrina_jobs_total', type: 'counter', help: 'A \\ path\nand more', series: [{ kind: 'value', labels: { job: 'a"b\\c\nd' }, value: 1 }] },
    ]);
    expect(text).toContain('# HELP vitrina_jobs_total A \\\\ path\\nand more\n');
    expect(text).toContain('vitrina_jobs_total{job="a\\"b\\\\c\\nd"} 1\n');
  });

  it('spells infinite and undefined values as the format does, and writes a family without labels bare', () => {
    const text = formatExposition([
      {
        name: 'g',
        type: 'gauge',
        help: 'h',
        series: [
          { kind: 'value', labels: {}, value: Infinity },
          { kind: 'value', labels: { a: 'x' }, value: -Infinity },
          { kind: 'value', labels: { a: 'y' }, value: NaN },
        ],
      },
    ]);
    expect(text.split('\n').slice(2)).toEqual(['g +Inf', 'g{a="x"} -Inf', 'g{a="y"} NaN', '']);
  });

  it('keeps one registry per process, whichever copy of the module asks, and one family per name', () => {
    expect(metricsRegistry()).toBe(metricsRegistry());
    const registry = createRegistry();
    registry.counter('c_total', 'first').inc({ a: '1' });
    // A second bundle declaring the same family counts into the same series.
    registry.counter('c_total', 'second').inc({ a: '1' });
    expect(exposed(registry)).toContain('c_total{a="1"} 2');
    expect(() => registry.histogram('c_total', 'h', [1])).toThrow(/already a counter/);
  });
});
