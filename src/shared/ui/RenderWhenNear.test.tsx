import { act, render, screen } from '@testing-library/react';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '../../testing/fakeIntersectionObserver';
import { RenderWhenNear } from './RenderWhenNear';

const live = () => FakeIntersectionObserver.live();
/** Tells an observer its element is near the screen, or not. */
const report = (observer: FakeIntersectionObserver, near: boolean) => act(() => observer.report(() => near));

/** The one observer watching now. */
function watching(): FakeIntersectionObserver {
  const [observer, ...others] = live();
  if (!observer || others.length > 0) throw new Error(`Expected one live observer, found ${live().length}`);
  return observer;
}

describe('with an IntersectionObserver', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);

  test('shows the placeholder until the content comes near, then the content', () => {
    render(
      <RenderWhenNear placeholder={<p>Placeholder</p>}>
        <p>Heavy carousel</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Heavy carousel')).not.toBeInTheDocument();

    live().forEach((observer) => report(observer, false));
    expect(screen.queryByText('Heavy carousel')).not.toBeInTheDocument();

    live().forEach((observer) => report(observer, true));
    expect(screen.getByText('Heavy carousel')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
  });

  test('keeps the content once shown, and stops watching', () => {
    render(
      <RenderWhenNear placeholder={<p>Placeholder</p>}>
        <p>Heavy carousel</p>
      </RenderWhenNear>,
    );
    const observer = watching();
    report(observer, true);
    expect(live()).toHaveLength(0);
    report(observer, false);
    expect(screen.getByText('Heavy carousel')).toBeInTheDocument();
  });

  test('counts as near some way before the viewport, so content is ready when scrolled to', () => {
    render(
      <RenderWhenNear placeholder={<p>Placeholder</p>} rootMargin="300px 0px">
        <p>Heavy carousel</p>
      </RenderWhenNear>,
    );
    expect(watching().options?.rootMargin).toBe('300px 0px');
  });
});

test('without IntersectionObserver, the content is shown at once (nothing is ever withheld)', () => {
  expect('IntersectionObserver' in window).toBe(false);
  render(
    <RenderWhenNear placeholder={<p>Placeholder</p>}>
      <p>Heavy carousel</p>
    </RenderWhenNear>,
  );
  expect(screen.getByText('Heavy carousel')).toBeInTheDocument();
  expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
});
