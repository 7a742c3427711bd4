const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds of a media time: a time not yet known (NaN, Infinity while a stream's length is unknown) is 0. */
const wholeSeconds = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** A time as a player shows it: 0:05, 12:34, 1:02:03. */
export function formatClock(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A time in words, as a screen reader says a slider's value: "1 minute 5 seconds", "0 seconds". */
export function spokenTime(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts = [hours > 0 ? counted(hours, 'hour') : '', minutes > 0 ? counted(minutes, 'minute') : ''];
  if (rest > 0 || (hours === 0 && minutes === 0)) parts.push(counted(rest, 'second'));
  return parts.filter(Boolean).join(' ');
}

/** The seek slider's value in words: where the lesson is, of how long it lasts. */
export function spokenPosition(position: number, duration: number): string {
  return `${spokenTime(position)} of ${spokenTime(duration)}`;
}
