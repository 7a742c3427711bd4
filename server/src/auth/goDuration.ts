/** Go's time.ParseDuration, which GoTrue applies to ban_duration: "24h", "1h30m", "90s", "876000h". */
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};
const DURATION = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/;
const PART = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g;

/** Milliseconds, or null when the text is not a Go duration. */
export function parseGoDuration(text: string): number | null {
  if (text === '0') return 0;
  const match = DURATION.exec(text);
  if (!match) return null;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(PART)) total += Number(amount) * UNIT_MS[unit!]!;
  return match[1] === '-' ? -total : total;
}
