export type Metric = { name: string; value: number | null; unit: string }

/** What a benchmark receives: the running server, and where to leave any large reports. */
export type BenchmarkInput = { baseUrl: string; reportPrefix: string }

export type Benchmark = (input: BenchmarkInput) => Promise<Metric[]>
