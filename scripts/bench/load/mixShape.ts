/** Reads in each round of the load's mix (catalogueMix.ts), before its one review write; the figures' note says so. */
export const READS_PER_WRITE = 10;
