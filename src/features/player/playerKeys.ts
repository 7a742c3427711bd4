import { PLAYER_JUMP_SECONDS, PLAYER_SEEK_STEP_SECONDS, PLAYER_VOLUME_STEP } from '../../config/constants';

/** What a key asks of the lesson player. */
export type PlayerAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  /** To a share of the lesson: 0 its start, 1 its end. */
  | { type: 'seekToFraction'; fraction: number }
  | { type: 'volumeBy'; change: number }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleCaptions' }
  /** One speed slower (-1) or faster (1) in PLAYBACK_RATES. */
  | { type: 'rateStep'; step: -1 | 1 };

/**
 * The player's keys, as the common video players have them, so a learner's habits work here. Letters are
 * matched whatever their case (Caps Lock on); `<` and `>` are Shift+, and Shift+. on most keyboards.
 */
const ACTION_OF_KEY: Record<string, PlayerAction> = {
  ' ': { type: 'togglePlay' },
  k: { type: 'togglePlay' },
  j: { type: 'seekBy', seconds: -PLAYER_JUMP_SECONDS },
  l: { type: 'seekBy', seconds: PLAYER_JUMP_SECONDS },
  ArrowLeft: { type: 'seekBy', seconds: -PLAYER_SEEK_STEP_SECONDS },
  ArrowRight: { type: 'seekBy', seconds: PLAYER_SEEK_STEP_SECONDS },
  ArrowUp: { type: 'volumeBy', change: PLAYER_VOLUME_STEP },
  ArrowDown: { type: 'volumeBy', change: -PLAYER_VOLUME_STEP },
  f: { type: 'toggleFullscreen' },
  c: { type: 'toggleCaptions' },
  m: { type: 'toggleMute' },
  '<': { type: 'rateStep', step: -1 },
  '>': { type: 'rateStep', step: 1 },
  Home: { type: 'seekToFraction', fraction: 0 },
  End: { type: 'seekToFraction', fraction: 1 },
};

/** The parts of a key press the player reads (a KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/**
 * What a key pressed on the player asks, or null for a key the player leaves alone. A key held with Ctrl,
 * Alt or Meta is the browser's or the system's (Ctrl+L, Alt+Left), never the player's.
 */
export function actionOfKey({ key, ctrlKey, altKey, metaKey }: KeyPress): PlayerAction | null {
  if (ctrlKey || altKey || metaKey) return null;
  if (/^[0-9]$/.test(key)) return { type: 'seekToFraction', fraction: Number(key) / 10 };
  return ACTION_OF_KEY[key.length === 1 ? key.toLowerCase() : key] ?? null;
}

/** Where every key keeps its own meaning: typing in a field, choosing in a list. */
const FIELD = 'input:not([type="range"]), textarea, select, [contenteditable="true"]';
/** Space and Enter press a focused button or follow a focused link, rather than playing or pausing twice. */
const PRESSABLE = 'button, a[href], [role="button"]';
const PRESS_KEYS = new Set([' ', 'Enter']);
/** A slider marked so keeps its arrows, Home and End (the volume slider: Left and Right change the volume). */
export const KEEPS_ARROWS_ATTRIBUTE = 'data-keeps-arrows';
const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** Whether the element a key was pressed in keeps that key for itself, so the player does nothing with it. */
export function keepsItsKey(target: Element, key: string): boolean {
  if (target.closest(FIELD)) return true;
  if (PRESS_KEYS.has(key) && target.closest(PRESSABLE)) return true;
  return ARROW_KEYS.has(key) && target.closest(`[${KEEPS_ARROWS_ATTRIBUTE}]`) !== null;
}
