/**
 * For tests: jsdom has no IntersectionObserver. This one reports only what a
 * test says, as the browser does while the page scrolls: `installFakeIntersectionObserver`
 * puts it on window and forgets the observers of the test before; each
 * observer keeps the elements it watches, and `report` tells it which of them
 * are near, or `reportNear` tells every observer, now and later, what the
 * page has scrolled near. `removeFakeIntersectionObserver` takes it away again.
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
    // A browser tells a new observer at once whether its element is near: one that has been reported near is.
    if (FakeIntersectionObserver.isNear(element)) this.report(FakeIntersectionObserver.isNear);
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
  /** What `reportNear` has said is near the screen so far. */
  static nearAreas: ((target: Element) => boolean)[] = [];
  static isNear(target: Element): boolean {
    return FakeIntersectionObserver.nearAreas.some((isNear) => isNear(target));
  }
  /**
   * The page has scrolled near what `isNear` says, and what was near before stays so (as content drawn near
   * the screen stays drawn): every live observer is told, and so is every observer made later for such an
   * element, as content mounted there watches its own (a row's carousel once its ebooks have come).
   */
  static reportNear(isNear: (target: Element) => boolean) {
    FakeIntersectionObserver.nearAreas.push(isNear);
    for (const observer of FakeIntersectionObserver.live()) observer.report(FakeIntersectionObserver.isNear);
  }
  /** The observers made since the fake was installed that have not been disconnected. */
  static live(): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.made.filter((observer) => !observer.disconnected);
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.made = [];
  FakeIntersectionObserver.nearAreas = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
}

export function removeFakeIntersectionObserver() {
  // @ts-expect-error -- removing what jsdom never had
  delete window.IntersectionObserver;
}
