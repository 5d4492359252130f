/** Latency figures in milliseconds. */
export type Latencies = { p50: number; p95: number; p99: number }

/** Nearest-rank percentiles of the samples. */
export function latencies(samples: readonly number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

/** Runs `run` once per item, one after another, and times each run. */
export async function timeEach<T>(items: readonly T[], run: (item: T) => Promise<unknown>) {
  const samples: number[] = []
  for (const item of items) {
    const started = performance.now()
    await run(item)
    samples.push(performance.now() - started)
  }
  return latencies(samples)
}
