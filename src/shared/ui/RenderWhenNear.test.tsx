import { act, render, screen } from '@testing-library/react';
import { RenderWhenNear } from './RenderWhenNear';

/**
 * jsdom has no IntersectionObserver. This one reports what a test says: it
 * keeps every observer made, and `scrollNear` tells them their element has
 * come within reach, as the browser does while the page scrolls.
 */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const live = () => FakeIntersectionObserver.made.filter((observer) => !observer.disconnected);

/** The one observer watching now. */
function watching(): FakeIntersectionObserver {
  const [observer, ...others] = live();
  if (!observer || others.length > 0) throw new Error(`Expected one live observer, found ${live().length}`);
  return observer;
}

describe('with an IntersectionObserver', () => {
  beforeEach(() => {
    FakeIntersectionObserver.made = [];
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  });
  afterEach(() => {
    // @ts-expect-error -- removing what jsdom never had
    delete window.IntersectionObserver;
  });

  test('shows the placeholder until the content comes near, then the content', () => {
    render(
      <RenderWhenNear placeholder={<p>Placeholder</p>}>
        <p>Heavy carousel</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Heavy carousel')).not.toBeInTheDocument();

    live().forEach((observer) => observer.report(false));
    expect(screen.queryByText('Heavy carousel')).not.toBeInTheDocument();

    live().forEach((observer) => observer.report(true));
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
    observer.report(true);
    expect(live()).toHaveLength(0);
    observer.report(false);
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
