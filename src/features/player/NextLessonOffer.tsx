import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { Button } from '../../shared/ui/Button';
import { NEXT_LESSON_COUNTDOWN_SECONDS } from '../../config/constants';
import { FROM_PREVIOUS_LESSON, type NextLesson } from './useNextLessonCountdown';

interface NextLessonOfferProps {
  nextLesson: NextLesson;
  secondsLeft: number;
  onPlayNow: () => void;
  onCancel: () => void;
}

/**
 * "Next lesson: …" over the end of a lesson, counting down. It takes the focus as it appears, so a keyboard
 * or a screen reader meets it at once; the seconds are shown, not announced each one (the live region would
 * speak over everything else).
 */
export function NextLessonOffer({ nextLesson, secondsLeft, onPlayNow, onCancel }: NextLessonOfferProps) {
  const offer = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => offer.current?.focus(), []);
  const elapsed = (NEXT_LESSON_COUNTDOWN_SECONDS - secondsLeft) / NEXT_LESSON_COUNTDOWN_SECONDS;

  return (
    <div
      ref={offer}
      className="next-lesson-offer"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-countdown`}
      tabIndex={-1}
    >
      <p className="next-lesson-offer__title" id={`${id}-title`}>
        Next lesson: {nextLesson.title}
      </p>
      <p className="next-lesson-offer__countdown" id={`${id}-countdown`}>
        Starts in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
      </p>
      <div className="next-lesson-offer__bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${elapsed})` }} />
      </div>
      <div className="next-lesson-offer__actions">
        <Link
          className={buttonClassName('primary')}
          to={nextLesson.href}
          state={FROM_PREVIOUS_LESSON}
          onClick={onPlayNow}
        >
          Play now
        </Link>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
