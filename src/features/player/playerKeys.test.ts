import { actionOfKey, KEEPS_ARROWS_ATTRIBUTE, keepsItsKey, type PlayerAction } from './playerKeys';

const press = (key: string, held: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...held,
});

describe('what each key does in the player', () => {
  test.each<[string, string, PlayerAction]>([
    ['Space plays or pauses', ' ', { type: 'togglePlay' }],
    ['K plays or pauses', 'k', { type: 'togglePlay' }],
    ['K with Caps Lock on plays or pauses', 'K', { type: 'togglePlay' }],
    ['J goes back 10 seconds', 'j', { type: 'seekBy', seconds: -10 }],
    ['L goes forward 10 seconds', 'l', { type: 'seekBy', seconds: 10 }],
    ['Left goes back 5 seconds', 'ArrowLeft', { type: 'seekBy', seconds: -5 }],
    ['Right goes forward 5 seconds', 'ArrowRight', { type: 'seekBy', seconds: 5 }],
    ['Up turns the volume up', 'ArrowUp', { type: 'volumeBy', change: 0.1 }],
    ['Down turns the volume down', 'ArrowDown', { type: 'volumeBy', change: -0.1 }],
    ['F goes full screen and back', 'f', { type: 'toggleFullscreen' }],
    ['C turns captions on and off', 'c', { type: 'toggleCaptions' }],
    ['M mutes and unmutes', 'm', { type: 'toggleMute' }],
    ['< (Shift+comma) slows down', '<', { type: 'rateStep', step: -1 }],
    ['> (Shift+period) speeds up', '>', { type: 'rateStep', step: 1 }],
    ['Home goes to the start', 'Home', { type: 'seekToFraction', fraction: 0 }],
    ['End goes to the end', 'End', { type: 'seekToFraction', fraction: 1 }],
    ['0 goes to the start', '0', { type: 'seekToFraction', fraction: 0 }],
    ['5 goes halfway', '5', { type: 'seekToFraction', fraction: 0.5 }],
    ['9 goes to 90 %', '9', { type: 'seekToFraction', fraction: 0.9 }],
  ])('%s', (_words, key, action) => {
    expect(actionOfKey(press(key))).toEqual(action);
  });

  test.each([
    ['a key the player has no use for', press('x')],
    ['Tab, which moves the focus', press('Tab')],
    ['Ctrl+L, the browser’s', press('l', { ctrlKey: true })],
    ['Alt+Left, the browser’s Back', press('ArrowLeft', { altKey: true })],
    ['Cmd+F, the browser’s Find', press('f', { metaKey: true })],
  ])('%s is left alone', (_words, key) => {
    expect(actionOfKey(key)).toBeNull();
  });
});

describe('where a key keeps its own meaning', () => {
  const element = (html: string) => {
    document.body.innerHTML = `<div class="player">${html}</div>`;
    return document.body.querySelector('#target')!;
  };

  test.each([
    ['every key typed in a text field', '<input id="target" type="text">', 'k', true],
    ['every key in a list to choose from', '<select id="target"></select>', 'ArrowUp', true],
    ['Space on a button (it presses the button)', '<button id="target">Mute</button>', ' ', true],
    ['Enter on a link (it follows the link)', '<a id="target" href="/next">Next</a>', 'Enter', true],
    [
      'the arrows on the volume slider',
      `<input id="target" type="range" ${KEEPS_ARROWS_ATTRIBUTE}>`,
      'ArrowLeft',
      true,
    ],
    ['M on a button is still the player’s', '<button id="target">Mute</button>', 'm', false],
    ['the arrows on the seek slider are the player’s', '<input id="target" type="range">', 'ArrowRight', false],
    ['Space on the video itself is the player’s', '<video id="target"></video>', ' ', false],
    [
      'a digit on the volume slider is the player’s',
      `<input id="target" type="range" ${KEEPS_ARROWS_ATTRIBUTE}>`,
      '5',
      false,
    ],
  ])('%s: kept %p', (_words, html, key, kept) => {
    expect(keepsItsKey(element(html), key)).toBe(kept);
  });
});
