/** Latency percentiles, nearest-rank: p is the smallest latency with at least p% of latencies at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function latencySummary(latenciesMs: readonly number[]): { p50: number; p99: number; mean: number } {
  const total = latenciesMs.reduce((sum, value) => sum + value, 0);
  return {
    p50: percentile(latenciesMs, 50),
    p99: percentile(latenciesMs, 99),
    mean: latenciesMs.length === 0 ? 0 : total / latenciesMs.length,
  };
}
