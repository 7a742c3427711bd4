import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the video plays in its own small window above other windows, and a toggle for it, where the
 * browser offers that (`document.pictureInPictureEnabled`; Firefox does not, and the control is not shown).
 */
export function usePictureInPicture(video: RefObject<HTMLVideoElement | null>) {
  const [isPictureInPicture, setIsPictureInPicture] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const onEnter = () => setIsPictureInPicture(true);
    const onLeave = () => setIsPictureInPicture(false);
    element.addEventListener('enterpictureinpicture', onEnter);
    element.addEventListener('leavepictureinpicture', onLeave);
    return () => {
      element.removeEventListener('enterpictureinpicture', onEnter);
      element.removeEventListener('leavepictureinpicture', onLeave);
    };
  }, [video]);
  const toggle = () => {
    if (document.pictureInPictureElement) document.exitPictureInPicture().catch(() => undefined);
    else video.current?.requestPictureInPicture().catch(() => undefined);
  };
  return { supported: Boolean(document.pictureInPictureEnabled), isPictureInPicture, toggle };
}
