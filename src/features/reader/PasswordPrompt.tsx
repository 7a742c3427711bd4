import { useId, useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import type { PasswordReason } from '../../lib/pdf';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { READER_MESSAGES } from './readerMessages';

interface PasswordPromptProps {
  reason: PasswordReason;
  onSubmit: (password: string) => void;
}

/**
 * The password a protected PDF asks for (its texts: docs/product.md#messages). The field
 * takes the focus, so the reader can type at once, and again, empty, after a
 * wrong password (the prompt is shown afresh each time pdf.js asks).
 */
export function PasswordPrompt({ reason, onSubmit }: PasswordPromptProps) {
  const [password, setPassword] = useState('');
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(password);
  }

  return (
    <form className="reader-password" onSubmit={submit} aria-describedby={messageId}>
      <LockKeyhole aria-hidden="true" className="reader-password__icon" />
      <p id={messageId} className="reader-password__message" role={reason === 'incorrect' ? 'alert' : undefined}>
        {reason === 'incorrect' ? READER_MESSAGES.passwordIncorrect : READER_MESSAGES.passwordNeeded}
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="off"
        autoFocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit">Open</Button>
    </form>
  );
}
