/*
 * The load generator of bench/mixed-load.ts, in its own process: on 2 cores the generator takes
 * CPU too, and in a child process it neither shares the bench's event loop nor hides in its
 * figures (the parent reports its CPU seconds apart). It receives plans over IPC, runs one
 * autocannon per plan at once (each at a fixed offered rate), records every response's latency
 * and status, and sends back per-kind figures.
 */
import autocannon from 'autocannon';

/** One stream of requests: `requests` are cycled through by each connection. */
export interface LoadPlan {
  kind: string;
  url: string;
  /** Offered requests per second for this stream (autocannon overallRate). */
  rate: number;
  connections: number;
  requests: Array<{ method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }>;
}

export interface KindFigures {
  kind: string;
  offered: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  errorRate: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function runPlan(plan: LoadPlan, seconds: number) {
  const latencies: number[] = [];
  let non2xx = 0;
  const done = new Promise<{ errors: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        overallRate: plan.rate,
        duration: seconds,
        timeout: 10,
        requests: plan.requests.map((request) => ({
          ...request,
          headers: { 'content-type': 'application/json', ...request.headers },
        })),
      },
      (error, result) => (error ? reject(error) : resolve({ errors: result.errors })),
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) non2xx += 1;
    });
  });
  return done.then(({ errors }) => ({ plan, latencies, non2xx, errors }));
}

/** Runs every plan at once for `seconds` and sums each kind over its plans (one per instance). */
export async function runPlans(plans: LoadPlan[], seconds: number): Promise<KindFigures[]> {
  const results = await Promise.all(plans.map((plan) => runPlan(plan, seconds)));
  const kinds = [...new Set(plans.map((plan) => plan.kind)), 'overall'];
  return kinds.map((kind) => {
    const mine = kind === 'overall' ? results : results.filter((result) => result.plan.kind === kind);
    const latencies = mine.flatMap((result) => result.latencies).sort((a, b) => a - b);
    const errors = mine.reduce((sum, result) => sum + result.errors, 0);
    const non2xx = mine.reduce((sum, result) => sum + result.non2xx, 0);
    const attempted = latencies.length + errors;
    return {
      kind,
      offered: mine.reduce((sum, result) => sum + result.plan.rate, 0),
      requests: latencies.length,
      rps: Math.round(latencies.length / seconds),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      non2xx,
      errors,
      errorRate: attempted === 0 ? 0 : (non2xx + errors) / attempted,
    };
  });
}

/** The generator's own CPU seconds, so the bench can tell its share of the 2 cores. */
function ownCpuSeconds() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

// As a forked child: one message { plans, seconds } in, one { figures, cpuSeconds } (or { error }) out.
if (process.send) {
  process.once('message', (message: { plans: LoadPlan[]; seconds: number }) => {
    const before = ownCpuSeconds();
    runPlans(message.plans, message.seconds).then(
      (figures) => process.send!({ figures, cpuSeconds: ownCpuSeconds() - before }, () => process.exit(0)),
      (error: Error) => process.send!({ error: error.stack ?? error.message }, () => process.exit(1)),
    );
  });
}
