import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef, type MouseEventHandler } from 'react';

interface CarouselArrowProps {
  direction: 'prev' | 'next';
  label: string;
  /** react-slick's classes for the arrow; `slick-disabled` when there is nowhere to go. */
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/**
 * A carousel's Previous or Next button, given to react-slick as its
 * prevArrow and nextArrow: react-slick clones it with its own className and
 * onClick (CustomArrowProps). A real button, named after the carousel, and
 * disabled where there is nowhere to go.
 */
export function CarouselArrow({ direction, label, className, onClick }: CarouselArrowProps) {
  const disabled = className?.includes('slick-disabled') ?? false;
  const button = useRef<HTMLButtonElement>(null);
  // Pressed to the end, the arrow is disabled under the keyboard's focus, which would drop to the page:
  // it goes to the other arrow instead, so Enter or Space can go back at once.
  useLayoutEffect(() => {
    const self = button.current;
    if (!disabled || !self || document.activeElement !== self) return;
    const other = direction === 'prev' ? 'next' : 'prev';
    self.closest('.slick-slider')?.querySelector<HTMLElement>(`.carousel__arrow--${other}:not(:disabled)`)?.focus();
  }, [disabled, direction]);
  return (
    <button
      ref={button}
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {direction === 'prev' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </button>
  );
}
