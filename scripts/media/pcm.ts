/**
 * Mono 16-bit PCM, the form espeak-ng writes: read from its WAV files, laid on
 * one timeline with silence between sentences, and written back as one WAV for
 * ffmpeg. Working on samples (not on ffmpeg's filters) is what makes every
 * sentence's start and end known to the sample.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

function findChunk(file: Buffer, id: string): { offset: number; size: number } {
  let offset = 12;
  while (offset + 8 <= file.length) {
    const size = file.readUInt32LE(offset + 4);
    if (file.toString('latin1', offset, offset + 4) === id) return { offset: offset + 8, size };
    offset += 8 + size + (size % 2);
  }
  throw new Error(`No "${id}" chunk in the WAV file`);
}

export function readWav(path: string): Pcm {
  const file = readFileSync(path);
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error(`${path} is not a WAV file`);
  }
  const format = findChunk(file, 'fmt ');
  const channels = file.readUInt16LE(format.offset + 2);
  const sampleRate = file.readUInt32LE(format.offset + 4);
  const bitsPerSample = file.readUInt16LE(format.offset + 14);
  if (channels !== 1 || bitsPerSample !== 16) throw new Error(`${path}: expected mono 16-bit PCM`);
  const data = findChunk(file, 'data');
  // A writer that streams may leave the data size unset: then the data runs to the end of the file.
  const size = Math.min(data.size, file.length - data.offset) & ~1;
  const samples = new Int16Array(size / 2);
  for (let index = 0; index < samples.length; index++) samples[index] = file.readInt16LE(data.offset + index * 2);
  return { sampleRate, samples };
}

export function writeWav(path: string, pcm: Pcm): void {
  const header = Buffer.alloc(44);
  const dataSize = pcm.samples.length * 2;
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataSize, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataSize, 40);
  const data = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, dataSize);
  writeFileSync(path, Buffer.concat([header, data]));
}

/** Drops the near-silence espeak-ng pads each sentence with, so a caption starts and ends with the voice. */
export function trimSilence(pcm: Pcm, threshold = 300): Pcm {
  const loud = (sample: number | undefined) => Math.abs(sample ?? 0) > threshold;
  let first = 0;
  while (first < pcm.samples.length && !loud(pcm.samples[first])) first++;
  let last = pcm.samples.length - 1;
  while (last > first && !loud(pcm.samples[last])) last--;
  return { sampleRate: pcm.sampleRate, samples: pcm.samples.slice(first, last + 1) };
}

export const durationOf = (pcm: Pcm) => pcm.samples.length / pcm.sampleRate;

/** Places each clip at its start time (in seconds) on a silent track of the given length. */
export function mixAt(sampleRate: number, totalSeconds: number, placed: { startSeconds: number; pcm: Pcm }[]): Pcm {
  const samples = new Int16Array(Math.round(totalSeconds * sampleRate));
  for (const { startSeconds, pcm } of placed) {
    if (pcm.sampleRate !== sampleRate) throw new Error('All narration must share one sample rate');
    samples.set(pcm.samples, Math.round(startSeconds * sampleRate));
  }
  return { sampleRate, samples };
}
