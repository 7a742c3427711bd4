import { act, render, screen } from '@testing-library/react';
import { breakpointIndexAt, carouselLayoutAt, useCarouselLayout } from './useCarouselLayout';

const breakpoints = [
  { maxWidth: 1200, slidesToShow: 4 },
  { maxWidth: 576, slidesToShow: 2.3, arrows: false },
  { maxWidth: 768, slidesToShow: 3, arrows: false },
];

describe('the breakpoint that applies', () => {
  test('is the narrowest one at or above the width, in whatever order they are listed', () => {
    expect(breakpointIndexAt(500, breakpoints)).toBe(1);
    expect(breakpointIndexAt(700, breakpoints)).toBe(2);
    expect(breakpointIndexAt(1000, breakpoints)).toBe(0);
  });

  test('includes its own max width, as react-slick does', () => {
    expect(breakpointIndexAt(768, breakpoints)).toBe(2);
    expect(breakpointIndexAt(769, breakpoints)).toBe(0);
  });

  test('is none above every breakpoint, or when there are none', () => {
    expect(breakpointIndexAt(1201, breakpoints)).toBe(-1);
    expect(breakpointIndexAt(300, [])).toBe(-1);
  });
});

describe('a carousel’s layout', () => {
  test('above every breakpoint is its own count, with arrows', () => {
    expect(carouselLayoutAt(1400, 5, breakpoints)).toEqual({ slidesToShow: 5, arrows: true });
  });

  test('under a breakpoint is the breakpoint’s, with arrows unless it says otherwise', () => {
    expect(carouselLayoutAt(1000, 5, breakpoints)).toEqual({ slidesToShow: 4, arrows: true });
    expect(carouselLayoutAt(375, 5, breakpoints)).toEqual({ slidesToShow: 2.3, arrows: false });
  });
});

function Shown() {
  const { slidesToShow, arrows } = useCarouselLayout(5, breakpoints);
  return <p>{`${slidesToShow} slides, ${arrows ? 'arrows' : 'no arrows'}`}</p>;
}

function resizeWindowTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

test('is right on the first render and follows the window as it narrows and widens', () => {
  const original = window.innerWidth;
  try {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    render(<Shown />);
    expect(screen.getByText('2.3 slides, no arrows')).toBeInTheDocument();
    resizeWindowTo(1000);
    expect(screen.getByText('4 slides, arrows')).toBeInTheDocument();
    resizeWindowTo(1600);
    expect(screen.getByText('5 slides, arrows')).toBeInTheDocument();
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: original });
  }
});
