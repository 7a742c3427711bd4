import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { CarouselDirection } from './CarouselArrow';
import { carouselFocusIn, restoreCarouselFocus, type CarouselFocus } from './carouselFocus';
import type { CarouselSliderHandle } from './CarouselSlider';
import { whenIdle } from '../../lib/whenIdle';
import { loadCarouselSlider, type CarouselSliderComponent } from './carouselSliderLoader';

/** A swipe moves the carousel when it is longer than the carousel's width divided by this (react-slick's touchThreshold). */
const SWIPE_THRESHOLD = 5;

/** Where a pointer went down on the first view. */
interface Gesture {
  x: number;
  y: number;
  pointerId: number;
}

export interface CarouselHandover {
  /** react-slick's component once it has taken over; until then the first view is shown. */
  Slider: CarouselSliderComponent | undefined;
  /** A press of Previous or Next on the first view. */
  move(direction: CarouselDirection): void;
  /** For the carousel's root element: how someone reaching for the carousel is noticed. */
  rootHandlers: {
    onFocus(): void;
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(): void;
  };
}

/**
 * When react-slick takes over from a carousel's first view (Carousel.tsx):
 * once someone reaches for the carousel — a finger or a button down on it,
 * focus inside it, a press of an arrow — or a slide other than the first is
 * asked for (or at once, if the carousel says so), and not as the screen
 * opens: mounting react-slick measures every slide, forced layouts that cost
 * Home about 90 ms of main thread as it opened (350 ms on Lighthouse's
 * phone), for carousels nobody may touch.
 *
 * Nothing is lost in between: presses and swipes made on the first view are
 * replayed once react-slick has measured its track, focus is found again in
 * its rendering, and the swap waits while a pointer is down, so a tap's click
 * lands on the link it began on (a node replaced under a press loses its click).
 */
export function useCarouselHandover(
  rootRef: RefObject<HTMLElement | null>,
  sliderRef: RefObject<CarouselSliderHandle | null>,
  slideIndex: number | undefined,
  atOnce: boolean,
): CarouselHandover {
  const [wanted, setWanted] = useState(() => atOnce || Boolean(slideIndex));
  // Wrapped in an object: React would call a component stored as state as an updater.
  const [slider, setSlider] = useState<{ Slider: CarouselSliderComponent } | undefined>();
  const pressedBeforeSlider = useRef<CarouselDirection[]>([]);
  const focusBeforeSlider = useRef<CarouselFocus | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const pointerIsDown = useRef(false);
  const arrivedDuringPress = useRef<CarouselSliderComponent | null>(null);

  if (slideIndex && !wanted) setWanted(true);

  // Synchronously, in the task that decides it, so no pointer press can begin between the decision and the swap.
  const takeOver = useCallback(
    (Slider: CarouselSliderComponent) => {
      if (!rootRef.current) return;
      focusBeforeSlider.current = carouselFocusIn(rootRef.current);
      flushSync(() => setSlider({ Slider }));
    },
    [rootRef],
  );

  usePreloadSliderWhenIdle();

  useEffect(() => {
    if (slider || !wanted) return;
    let mounted = true;
    loadCarouselSlider().then(
      (Slider) => {
        if (!mounted) return;
        if (pointerIsDown.current) arrivedDuringPress.current = Slider;
        else takeOver(Slider);
      },
      // The first view stays: its slides and links work, only moving waits (the next carousel tries again).
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [slider, wanted, takeOver]);

  // react-slick renders the slides anew: focus goes back where it was, before the screen is painted.
  useLayoutEffect(() => {
    if (!slider) return;
    restoreCarouselFocus(rootRef.current, focusBeforeSlider.current);
    focusBeforeSlider.current = null;
  }, [slider, rootRef]);

  // Presses made before react-slick arrived, once it has measured its track (its first update).
  useEffect(() => {
    if (!slider || pressedBeforeSlider.current.length === 0) return;
    const timer = setTimeout(() => {
      for (const direction of pressedBeforeSlider.current.splice(0)) {
        if (direction === 'next') sliderRef.current?.slickNext();
        else sliderRef.current?.slickPrev();
      }
    });
    return () => clearTimeout(timer);
  }, [slider, sliderRef]);

  const move = (direction: CarouselDirection) => {
    setWanted(true);
    const handle = sliderRef.current;
    if (!handle) pressedBeforeSlider.current.push(direction);
    else if (direction === 'next') handle.slickNext();
    else handle.slickPrev();
  };

  const want = () => setWanted(true);
  return {
    Slider: slider?.Slider,
    move,
    rootHandlers: useFirstViewPointer({
      want,
      sliderArrived: slider !== undefined,
      rootRef,
      move,
      gesture,
      pointerIsDown,
      onPressEnded() {
        const Slider = arrivedDuringPress.current;
        arrivedDuringPress.current = null;
        if (Slider) setTimeout(() => takeOver(Slider));
      },
    }),
  };
}

interface FirstViewPointer {
  want: () => void;
  sliderArrived: boolean;
  rootRef: RefObject<HTMLElement | null>;
  move: (direction: CarouselDirection) => void;
  gesture: RefObject<Gesture | null>;
  pointerIsDown: RefObject<boolean>;
  /** The press is over: a swap that waited for it happens after its click (the next task). */
  onPressEnded: () => void;
}

/**
 * How someone reaching for the first view is noticed: focus or a pointer down asks for react-slick; a swipe or
 * drag made before it arrived moves the carousel once it has; a swap waits while a pointer is down.
 */
function useFirstViewPointer(pointer: FirstViewPointer): CarouselHandover['rootHandlers'] {
  const { want, sliderArrived, rootRef, move, gesture, pointerIsDown, onPressEnded } = pointer;
  const releasePointer = () => {
    window.removeEventListener('pointerup', releasePointer);
    window.removeEventListener('pointercancel', releasePointer);
    pointerIsDown.current = false;
    onPressEnded();
  };
  return {
    onFocus: want,
    onPointerDown(event) {
      want();
      if (sliderArrived) return;
      pointerIsDown.current = true;
      // Wherever the press ends, inside the carousel or not (a drag that leaves it, a finger lifted
      // off the screen's edge): heard on the window, after the carousel's own pointerup has run.
      window.addEventListener('pointerup', releasePointer, { once: true });
      window.addEventListener('pointercancel', releasePointer, { once: true });
      // A swipe or drag begun on the first view: react-slick was not there to follow it.
      gesture.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp(event) {
      const start = gesture.current;
      gesture.current = null;
      if (start && start.pointerId === event.pointerId) {
        const dx = event.clientX - start.x;
        const width = rootRef.current?.clientWidth ?? 0;
        if (Math.abs(dx) > width / SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
          move(dx < 0 ? 'next' : 'prev');
        }
      }
    },
    onPointerCancel() {
      gesture.current = null;
    },
  };
}

/**
 * react-slick's code is downloaded once a carousel is on screen and the browser is idle, so it is there when
 * someone reaches for it (who reaches first loads it at once); not with the code the carousels share with other
 * screens (the shared chunk), which need none of it, and not straight away: on Home it was fetched and run
 * before the first cover was painted. (Without requestIdleCallback, in Safari, idle is the next task.) A
 * failure is not the screen's: carousels keep their first view and ask again.
 */
function usePreloadSliderWhenIdle(): void {
  useEffect(() => {
    void whenIdle().then(() => loadCarouselSlider().catch(() => undefined));
  }, []);
}
