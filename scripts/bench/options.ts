/** The benchmarks' command-line options: `--name value`, after npm's `--`. */

/** A whole number of at least `min` given as `--name N`, or `fallback` when absent. */
export function positiveOption(name: string, fallback: number, min = 1, argv = process.argv): number {
  const index = argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} takes a whole number of at least ${min}`);
  return value;
}

/** A text given as `--name text`, or undefined when absent. */
export function textOption(name: string, argv = process.argv): string | undefined {
  const index = argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} takes a value`);
  return value;
}

/** A comma-separated list given as `--name a,b`, or undefined when absent. */
export function listOption(name: string, argv = process.argv): string[] | undefined {
  const index = argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} takes a comma-separated list`);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Refuses what the command does not know: every option here takes a value, so a mistyped one (`--onyl
 * lighthouse`) or a stray word would otherwise be ignored, and the whole benchmark run with its defaults,
 * minutes later, overwriting the last results.
 */
export function refuseUnknownOptions(known: readonly string[], argv = process.argv): void {
  const args = argv.slice(2);
  const list = known.map((name) => `--${name}`).join(', ');
  for (let index = 0; index < args.length; index += 2) {
    const arg = args[index]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected "${arg}": options are ${list}, each with its value`);
    if (!known.includes(arg.slice(2))) throw new Error(`unknown option ${arg}: the options are ${list}`);
  }
}
