/**
 * For tests: jsdom has no IntersectionObserver. This one reports only what a
 * test says, as the browser does while the page scrolls: `installFakeIntersectionObserver`
 * puts it on window and forgets the observers of the test before; each
 * observer keeps the elements it watches, and `report` tells it which of them
 * are near. `removeFakeIntersectionObserver` takes it away again.
 */
export class FakeIntersectionObserver {
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
  /** Tells the observer which of its elements are near the screen now (the rest are not). */
  report(isNear: (target: Element) => boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting: isNear(target) }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
  /** The observers made since the fake was installed that have not been disconnected. */
  static live(): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.made.filter((observer) => !observer.disconnected);
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.made = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
}

export function removeFakeIntersectionObserver() {
  // @ts-expect-error -- removing what jsdom never had
  delete window.IntersectionObserver;
}
