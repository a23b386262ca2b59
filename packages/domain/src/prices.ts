/** The conversion `source` when the server prices from its built-in sample rates (spec §7). */
export const SAMPLE_RATES_SOURCE = 'built-in'
