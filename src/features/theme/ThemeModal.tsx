import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { RadioChoice } from '../../shared/ui/RadioChoice';
import type { Theme } from './theme';
import { themeChanged } from './themeSlice';
import { useResolvedTheme } from './useResolvedTheme';
import './ThemeModal.css';

const CHOICES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

/** The Settings Theme dialog: a light or dark radio choice that applies and is stored as soon as it is picked. */
export function ThemeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const theme = useResolvedTheme();
  return (
    <Modal open={open} onClose={onClose} title="Theme">
      <RadioChoice
        legend="Choose how Mentoria looks"
        name="theme"
        options={CHOICES}
        value={theme}
        onChange={(value) => dispatch(themeChanged(value as Theme))}
      />
      <div className="theme-choice__actions">
        <Button onClick={onClose}>Done</Button>
      </div>
    </Modal>
  );
}
