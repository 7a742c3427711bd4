import { wholeSeconds } from '../../lib/clockTime';

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
