import { Heart } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loginModalOpened, selectIsSignedIn } from '../features/auth/authSlice';
import { useAddFavouriteMutation, useRemoveFavouriteMutation } from '../features/favourites/favouritesApi';
import { selectIsFavourite } from '../features/favourites/favouritesSelectors';
import './FavouriteButton.css';

interface FavouriteButtonProps {
  productId: number;
  /** The ebook's name, so each heart in a grid says which ebook it is for. */
  productName: string;
  /** 'card' sits on a cover; 'detail' beside the detail screen's title. */
  variant?: 'card' | 'detail';
}

/**
 * The heart (docs/product.md#how-the-screens-behave): filled when the signed-in reader has favourited
 * the ebook. A press changes it at once; favouritesApi undoes it, and the app's
 * listener raises a danger alert, if the server refuses. A visitor's press opens the login modal,
 * and the ebook becomes a favourite once they are signed in.
 */
export function FavouriteButton({ productId, productName, variant = 'card' }: FavouriteButtonProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const favourite = useAppSelector((state) => selectIsFavourite(state, productId));
  const [addFavourite] = useAddFavouriteMutation();
  const [removeFavourite] = useRemoveFavouriteMutation();

  function toggle() {
    if (!signedIn) {
      dispatch(loginModalOpened({ type: 'favourite', productId }));
      return;
    }
    void (favourite ? removeFavourite(productId) : addFavourite(productId));
  }

  const label = `Favourite: ${productName}`;
  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}`}
      aria-pressed={favourite}
      aria-label={label}
      title={favourite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={toggle}
    >
      <Heart aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
    </button>
  );
}
