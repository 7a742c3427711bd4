import { expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeMatchMedia } from '../../testing/fakeMatchMedia';
import { createInstallPromptStore, type InstallPromptStore } from './installPrompt';
import { STANDALONE_QUERY, useInstallPrompt } from './useInstallPrompt';

/** A stand-in for Chromium's beforeinstallprompt event, answered with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = jest.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    browser.dispatchEvent(event);
  });
  return event;
}

function InstallOffer({ store }: { store: InstallPromptStore }) {
  const { canInstall, promptInstall, dismissInstall } = useInstallPrompt(store);
  if (!canInstall) return null;
  return (
    <>
      <button onClick={() => void promptInstall()}>Install Our App</button>
      <button onClick={dismissInstall}>Not now</button>
    </>
  );
}

let media: ReturnType<typeof installFakeMatchMedia>;
/** The window-like object the offer listens on; each test has its own, so no offer carries over. */
let browser: EventTarget;
beforeEach(() => {
  media = installFakeMatchMedia();
  browser = new EventTarget();
});
afterEach(() => media.uninstall());

function setup() {
  const store = createInstallPromptStore(browser as unknown as Window);
  render(<InstallOffer store={store} />);
}

test('nothing is offered until the browser says the app can be installed', () => {
  setup();
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
  const event = offerInstall('accepted');
  expect(event.defaultPrevented).toBe(true);
  expect(screen.getByRole('button', { name: 'Install Our App' })).toBeInTheDocument();
});

test('accepting the browser’s dialog hides the button', async () => {
  setup();
  const event = offerInstall('accepted');
  await userEvent.click(screen.getByRole('button', { name: 'Install Our App' }));
  expect(event.prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
});

test('dismissing the browser’s dialog hides it for this visit, even if the browser offers again', async () => {
  setup();
  offerInstall('dismissed');
  await userEvent.click(screen.getByRole('button', { name: 'Install Our App' }));
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
  offerInstall('dismissed');
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
});

test('closing the banner hides the offer', async () => {
  setup();
  offerInstall('accepted');
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
});

test('installing by other means (the browser menu) hides it', () => {
  setup();
  offerInstall('accepted');
  act(() => {
    browser.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
});

test('running as the installed app (standalone) shows no offer', () => {
  media.setMatches(STANDALONE_QUERY, true);
  setup();
  offerInstall('accepted');
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
});

test('an offer the browser made before the app’s code ran is kept by index.html and offered once the app runs', async () => {
  const html = readFileSync(join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
  const keepEarlyOffer = /<script id="install-offer">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  new Function('window', keepEarlyOffer)(browser);
  const event = offerInstall('accepted');
  expect(event.defaultPrevented).toBe(true);

  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Install Our App' }));
  expect(event.prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Install Our App' })).not.toBeInTheDocument();
});
