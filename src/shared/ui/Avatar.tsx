import { useState } from 'react';
import { initialsOf } from './initials';
import './Avatar.css';

/** A round picture of the user, or their initials when there is none (or it fails to load). Decorative: the name sits beside it. */
export function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;
  return (
    <span className="avatar" aria-hidden="true">
      {showImage ? (
        <img
          className="avatar__image"
          src={imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
