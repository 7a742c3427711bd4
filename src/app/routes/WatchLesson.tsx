import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Lesson } from '../../features/courses/courses';
import type { LessonAhead } from '../../features/lessonProgress/lessonProgressMachine';
import { useLearnerSettings } from '../../features/learnerSettings/useLearnerSettings';
import { useLearningRecorder } from '../../features/learningActivity/useLearningRecorder';
import { clockTime } from '../../lib/clockTime';
import { useLessonProgress } from '../../features/lessonProgress/useLessonProgress';
import { useOnlineStatus } from '../../features/offline/useOnlineStatus';
import { OFFLINE_COURSE_MESSAGES } from '../../features/offlineCourses/offlineCourses';
import { LessonPlayer } from '../../features/player/LessonPlayer';
import type { NextLesson } from '../../features/player/useNextLessonCountdown';
import type { Video } from '../../features/videos/videos';
import { Button } from '../../shared/ui/Button';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useLessonFiles } from '../../features/watch/useLessonFiles';

interface WatchLessonProps {
  course: Video;
  lesson: Lesson;
  lessonCount: number;
  nextLesson: NextLesson | null;
  /** Plays as soon as it can: the learner came from the previous lesson's end. */
  autoPlay: boolean;
  /** The learner started playing (a free course becomes theirs: useCourseAccess). */
  onStart: () => void;
}

/**
 * One lesson playing: its files through fresh signed links, started where the learner left it
 * (docs/product.md#progress-in-a-lesson-follows-the-learner), with their speed and captions
 * (docs/product.md#the-player-remembers-the-learners-choices); each moment played is kept, and the minutes
 * count as watching (docs/product.md#learning-minutes-are-counted-once). Mounted once per lesson.
 */
export function WatchLesson({ course, lesson, lessonCount, nextLesson, autoPlay, onStart }: WatchLessonProps) {
  const files = useLessonFiles(lesson, course.premium);
  const progress = useLessonProgress(lesson.id, lesson.durationSeconds);
  const settings = useLearnerSettings();
  // WatchCourse shows a lesson once the learner's state is restored.
  const recorder = useLearningRecorder(true);
  const online = useOnlineStatus();
  // Going to another device's moment starts the player again there (its start is where it opens).
  const [jump, setJump] = useState<{ at: number; count: number } | null>(null);
  const position = useRef(0);
  const playing = useRef(false);

  const heading = <LessonHeading course={course} lesson={lesson} lessonCount={lessonCount} />;

  if (files.status === 'failed') {
    return (
      <section className="watch__lesson">
        <div className="watch__screen watch__screen--message">
          {files.refused ? (
            <p>This lesson is part of a premium course you have not bought.</p>
          ) : (
            <LoadFailure
              message={online ? 'This lesson could not be loaded.' : OFFLINE_COURSE_MESSAGES.needsConnection}
              onRetry={files.retry}
              retrying={files.retrying}
            />
          )}
        </div>
        {heading}
      </section>
    );
  }
  if (files.status === 'loading' || progress.startAt === undefined) {
    return (
      <section className="watch__lesson" aria-busy="true">
        <Skeleton className="watch__screen" />
        {heading}
      </section>
    );
  }

  const { links, chapters } = files.data;
  return (
    <section className="watch__lesson">
      <LessonPlayer
        key={jump?.count ?? 0}
        src={links.video}
        title={lesson.title}
        captions={{ src: links.captions, label: 'English', srclang: 'en' }}
        chapters={chapters}
        startAt={jump?.at ?? progress.startAt}
        autoPlay={autoPlay || jump !== null}
        playbackRate={settings.playbackRate}
        onPlaybackRateChange={(rate) => void settings.setPlaybackRate(rate)}
        captionsOn={settings.captionsOn}
        onCaptionsChange={(on) => void settings.setCaptionsOn(on)}
        onTimeUpdate={(seconds) => {
          position.current = seconds;
          progress.record(seconds);
          // Minutes count while the lesson plays, not while a paused one is scrubbed through.
          if (playing.current) recorder.recordWatching();
        }}
        onPlayingChange={(nowPlaying) => {
          playing.current = nowPlaying;
          if (nowPlaying) onStart();
          else progress.recordPause(position.current);
        }}
        onEnded={() => progress.recordPause(lesson.durationSeconds)}
        onLinkExpired={files.renew}
        nextLesson={nextLesson}
      />
      {progress.offer && (
        <FurtherOnElsewhere
          offer={progress.offer}
          onGo={() => setJump({ at: progress.accept(), count: (jump?.count ?? 0) + 1 })}
          onStay={progress.decline}
        />
      )}
      {heading}
    </section>
  );
}

function LessonHeading({ course, lesson, lessonCount }: Pick<WatchLessonProps, 'course' | 'lesson' | 'lessonCount'>) {
  return (
    <header className="watch__heading">
      <h1 className="watch__title">{lesson.title}</h1>
      <p className="watch__context">
        Lesson {lesson.position} of {lessonCount} · <Link to={paths.course.href(course.id)}>{course.name}</Link>
      </p>
    </header>
  );
}

interface FurtherOnElsewhereProps {
  offer: LessonAhead;
  onGo: () => void;
  onStay: () => void;
}

/** Another device is further on in this lesson: the learner chooses, the player never jumps by itself. */
function FurtherOnElsewhere({ offer, onGo, onStay }: FurtherOnElsewhereProps) {
  const at = clockTime(offer.positionSeconds);
  return (
    <div className="watch__offer" role="status">
      <p>
        You are further on in this lesson on {offer.device || 'another device'}: at {at}.
      </p>
      <div className="watch__offer-actions">
        <Button onClick={onGo}>Go to {at}</Button>
        <Button variant="secondary" onClick={onStay}>
          Stay here
        </Button>
      </div>
    </div>
  );
}
