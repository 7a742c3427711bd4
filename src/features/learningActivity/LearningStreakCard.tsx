import { Flame } from 'lucide-react';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import type { LearningDay, LearningSummary, WeekAgainstGoal } from './learningActivity';
import { useLearningSummary } from './useLearningSummary';
import './LearningStreakCard.css';

const TITLE = 'Learning streak';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** A day's name and date in words, in the learner's own calendar: "Sunday 22 November". */
const dayInWords = (day: string, style: 'long' | 'narrow') =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: style,
    ...(style === 'long' ? { day: 'numeric', month: 'long' } : {}),
  }).format(new Date(`${day}T00:00:00Z`));

/** What the week against the goal says in words. */
export function goalInWords({ minutes, goal, reached }: WeekAgainstGoal): string {
  if (goal <= 0) return `${plural(minutes, 'minute', 'minutes')} in the last 7 days`;
  const done = `${minutes.toLocaleString('en')} of ${plural(goal, 'minute', 'minutes')} this week`;
  return reached ? `${done}: goal reached` : done;
}

/**
 * The learner's streak and their week (docs/product.md#learning-minutes-are-counted-once): the current streak in
 * days, the last seven days' minutes against the weekly goal, and a bar per day, each read out as words. Nothing
 * for a visitor.
 */
export function LearningStreakCard() {
  const { summary, retry } = useLearningSummary();
  if (summary === null) return null;
  return (
    <section className="streak-card" aria-labelledby="streak-card-title">
      <h2 id="streak-card-title" className="streak-card__title">
        <Flame aria-hidden="true" size={20} />
        {TITLE}
      </h2>
      {summary.status === 'loading' && <StreakSkeleton />}
      {summary.status === 'failed' && <LoadFailure message="Your learning time could not be loaded." onRetry={retry} />}
      {summary.status === 'ready' && <StreakDetails summary={summary.data} />}
    </section>
  );
}

function StreakSkeleton() {
  return (
    <div className="streak-card__body" role="status">
      <span className="visually-hidden">Loading your learning time…</span>
      <Skeleton width="8rem" height="2rem" />
      <Skeleton width="12rem" />
      <Skeleton width="100%" height="4rem" shape="block" />
    </div>
  );
}

function StreakDetails({ summary }: { summary: LearningSummary }) {
  const { streakDays, week, againstGoal } = summary;
  return (
    <div className="streak-card__body">
      <p className="streak-card__streak">
        <span className="streak-card__days">{plural(streakDays, 'day', 'days')}</span>
        {streakDays === 0 && <span className="streak-card__hint"> Read or watch today to start one.</span>}
      </p>
      <p className="streak-card__goal">{goalInWords(againstGoal)}</p>
      {againstGoal.goal > 0 && (
        <div className="streak-card__goal-bar" aria-hidden="true">
          <span style={{ width: `${againstGoal.percent}%` }} />
        </div>
      )}
      <WeekBars week={week} />
    </div>
  );
}

function WeekBars({ week }: { week: LearningDay[] }) {
  const most = Math.max(1, ...week.map((day) => day.totalMinutes));
  return (
    <ol className="streak-card__week" aria-label="Minutes per day, the last 7 days">
      {week.map((day) => (
        <li key={day.day} className="streak-card__day">
          <span className="streak-card__bar" aria-hidden="true">
            <span style={{ height: `${Math.round((100 * day.totalMinutes) / most)}%` }} />
          </span>
          <span className="streak-card__weekday" aria-hidden="true">
            {dayInWords(day.day, 'narrow')}
          </span>
          <span className="visually-hidden">
            {dayInWords(day.day, 'long')}: {plural(day.totalMinutes, 'minute', 'minutes')}
          </span>
        </li>
      ))}
    </ol>
  );
}
