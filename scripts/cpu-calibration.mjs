// Lighthouse's CPU slowdown for a host, from its BenchmarkIndex: the formula of Lighthouse's CPU throttling
// calculator (lighthouse-cpu-throttling-calculator.vercel.app, linked from Lighthouse's docs/throttling.md),
// which targets a mid-tier phone. 1533 is the host for which Lighthouse's default of 4x is right.

/** The CPU slowdown multiplier that makes this host a mid-tier phone (at least 1: a host slower than that
 * phone cannot be sped up). */
export function calibratedMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`No BenchmarkIndex to calibrate from (got ${benchmarkIndex})`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
