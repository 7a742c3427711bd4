import { useLearningActivitySync } from '../../features/learningActivity/useLearningActivitySync';
import { useLessonProgressSync } from '../../features/lessonProgress/useLessonProgressSync';

/**
 * Keeps the learner's lesson positions and minutes in step with the server while the app runs. A chunk of its own,
 * mounted by the app shell once the learner's state is in the store (docs/architecture.md#the-learners-state-joins-the-store-on-sign-in).
 */
export function LearnerSync() {
  useLessonProgressSync();
  useLearningActivitySync();
  return null;
}
