import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../../shared/ui/BusyButton';
import { TextField } from '../../shared/ui/TextField';
import { readWeeklyGoal } from '../learnerSettings/learnerSettings';
import { useLearnerSettings } from '../learnerSettings/useLearnerSettings';
import { toastRaised } from '../toasts/toastsSlice';
import './WeeklyGoalField.css';

/**
 * The weekly goal in minutes (docs/product.md#the-player-remembers-the-learners-choices), kept with the account:
 * a labelled field, checked as typed is sent, with what is wrong said under it; saving says how it went.
 */
export function WeeklyGoalField() {
  const dispatch = useAppDispatch();
  const { weeklyGoalMinutes, setWeeklyGoalMinutes } = useLearnerSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = typed ?? String(weeklyGoalMinutes);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const goal = readWeeklyGoal(value);
    setProblem(goal.problem ?? null);
    if (goal.minutes === undefined) return;
    setSaving(true);
    const saved = await setWeeklyGoalMinutes(goal.minutes);
    setSaving(false);
    setTyped(null);
    dispatch(
      saved
        ? toastRaised('success', 'Weekly goal saved.')
        : toastRaised('danger', 'Your weekly goal is kept on this device and will be saved when you are back online.'),
    );
  };

  return (
    <form className="weekly-goal" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label="Weekly goal"
        hint="Minutes of reading and watching you aim for each week (0 for no goal)."
        inputMode="numeric"
        autoComplete="off"
        value={value}
        error={problem}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
      />
      <BusyButton type="submit" size="sm" busy={saving} busyLabel="Saving…">
        Save goal
      </BusyButton>
    </form>
  );
}
