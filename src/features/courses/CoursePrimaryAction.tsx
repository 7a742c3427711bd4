import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Button } from '../../shared/ui/Button';
import { BusyButton } from '../../shared/ui/BusyButton';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { loginModalOpened } from '../auth/authSlice';
import type { Video } from '../videos/videos';
import { courseAction } from './courses';
import type { CourseAccessState } from './useCourseAccess';

const PRIMARY_CLASS = buttonClassName('primary', 'md', 'course-primary');

interface CoursePrimaryActionProps {
  course: Video;
  access: CourseAccessState;
  /** The first lesson's position, once the lessons are known. */
  firstLesson: number;
  /** The lesson to continue ("Continue lesson N"), once the learner's progress is known. */
  resumeLesson?: number;
}

/**
 * The course page's main button (its rule is courseAction, courses.ts): a visitor's "Sign in to watch" opens
 * the login modal, and the page offers what is theirs once they are signed in; "Buy Now 39$" goes to the demo
 * checkout; Start (or "Continue lesson N") opens the player at that lesson.
 */
export function CoursePrimaryAction({ course, access, firstLesson, resumeLesson }: CoursePrimaryActionProps) {
  const dispatch = useAppDispatch();
  const action = courseAction({
    course,
    signedIn: access.signedIn,
    ownership: access.ownership,
    firstLesson,
    resumeLesson,
  });
  switch (action.kind) {
    case 'sign-in':
      return (
        <Button className="course-primary" onClick={() => dispatch(loginModalOpened())}>
          {action.label}
        </Button>
      );
    case 'buy':
      return (
        <Link className={PRIMARY_CLASS} to={paths.checkout.href(course.id, 'course')}>
          {action.label}
        </Link>
      );
    case 'watch':
      return (
        <Link
          className={PRIMARY_CLASS}
          to={paths.watch.href(course.id, action.lessonPosition)}
          onClick={access.onStart}
        >
          {action.label}
        </Link>
      );
    case 'busy':
      return <BusyButton className="course-primary" busy busyLabel={action.label} ringOnly />;
  }
}
