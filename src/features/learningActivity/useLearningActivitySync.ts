import { useAppDispatch } from '../../app/hooks';
import { useFlushWhenLeaving } from '../../shared/hooks/useFlushWhenLeaving';
import { learningMinutesFlushRequested } from './learningActivitySlice';

/** Sends the queued learning minutes when the network returns and when the page is hidden or left (mounted by the shell). */
export function useLearningActivitySync(): void {
  const dispatch = useAppDispatch();
  useFlushWhenLeaving(() => void dispatch(learningMinutesFlushRequested()));
}
