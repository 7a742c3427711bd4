import { useState } from 'react';
import { APP_UPDATE_MESSAGES, useWaitingUpdate } from './appUpdate';
import './UpdatePrompt.css';

/**
 * Tells the user a new version is ready and lets them choose when to load it,
 * so code never changes under what they are doing (a form half typed, a page
 * being read).
 */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{APP_UPDATE_MESSAGES.available}</span>
      <button
        type="button"
        className="button button--primary update-prompt__reload"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          applyUpdate();
        }}
      >
        {APP_UPDATE_MESSAGES.reload}
      </button>
    </div>
  );
}
