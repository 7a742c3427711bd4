/**
 * The player's address for one lesson of a course: every link to a lesson goes through here, so when the
 * player's route joins config/paths.ts this moves there in one edit.
 */
export function watchHref(courseId: number, lessonPosition: number): string {
  return `/watch?id=${courseId}&lesson=${lessonPosition}`;
}
