import { Heart } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loginModalOpened, selectIsSignedIn, type AfterSignIn } from '../features/auth/authSlice';
import { useAddFavouriteMutation, useRemoveFavouriteMutation } from '../features/favourites/favouritesApi';
import { selectIsFavourite } from '../features/favourites/favouritesSelectors';
import type { Subject } from '../types/subject';
import './FavouriteButton.css';

interface FavouriteButtonProps {
  /** The ebook or the course the heart is for. */
  subject: Subject;
  /** Its name, so each heart in a grid says which ebook or course it is for. */
  name: string;
  /** 'card' sits on a cover; 'detail' beside the detail screen's title. */
  variant?: 'card' | 'detail';
}

/** What a visitor's press asks for, done once they have signed in (app/listeners.ts). */
const favouriteAfterSignIn = ({ kind, id }: Subject): AfterSignIn =>
  kind === 'ebook' ? { type: 'favourite', productId: id } : { type: 'favouriteCourse', courseId: id };

/**
 * The heart (docs/product.md#how-the-screens-behave), on ebooks and on courses alike: filled when the signed-in
 * reader has favourited the ebook or course. A press changes it at once; favouritesApi undoes it, and the app's
 * listener raises a danger alert, if the server refuses. A visitor's press opens the login modal,
 * and the ebook or course becomes a favourite once they are signed in.
 */
export function FavouriteButton({ subject, name, variant = 'card' }: FavouriteButtonProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const favourite = useAppSelector((state) => selectIsFavourite(state, subject.kind, subject.id));
  const [addFavourite] = useAddFavouriteMutation();
  const [removeFavourite] = useRemoveFavouriteMutation();

  function toggle() {
    if (!signedIn) {
      dispatch(loginModalOpened(favouriteAfterSignIn(subject)));
      return;
    }
    void (favourite ? removeFavourite(subject) : addFavourite(subject));
  }

  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}`}
      aria-pressed={favourite}
      aria-label={`Favourite: ${name}`}
      title={favourite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={toggle}
    >
      <Heart aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
    </button>
  );
}
