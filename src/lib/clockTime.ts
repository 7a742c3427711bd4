const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds of a media time: a time not yet known (NaN, Infinity while a stream's length is unknown) is 0. */
export const wholeSeconds = (seconds: number): number =>
  Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;

/**
 * A time as a player shows it: 0:05, 12:34, 1:02:03, in whole seconds rounded down. The one way Mentoria writes a
 * moment or a length of a lesson, so the lesson list, the player and "Continue learning" always agree.
 */
export function clockTime(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
