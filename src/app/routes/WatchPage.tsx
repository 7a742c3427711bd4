import { productIdFromAddress } from '../../config/paths';
import { CourseFromAddress } from './CourseFromAddress';
import { WatchCourse } from './WatchCourse';

/**
 * /watch?id=<course>&lesson=<position>: one lesson of a course in the player, the course's lessons beside it;
 * without a lesson, the learner's place in the course. The course in the address follows the rule of every
 * course screen (CourseFromAddress).
 */
export function WatchPage() {
  return (
    <CourseFromAddress screenName="Lesson">
      {(course, address) => (
        <WatchCourse key={course.id} course={course} lessonPosition={productIdFromAddress(address.get('lesson'))} />
      )}
    </CourseFromAddress>
  );
}
