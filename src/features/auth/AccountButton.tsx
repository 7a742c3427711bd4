import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Button } from '../../shared/ui/Button';
import { loginModalOpened, selectAuthStatus, selectUser } from './authSlice';
import { Avatar } from '../../shared/ui/Avatar';
import { preloadLoginModal } from './LoginModal';
import './AccountButton.css';

/**
 * The top bar's account corner (docs/product.md#screens): a Login button for a visitor, the
 * avatar and full name (a link to Profile) for a signed-in user, and a
 * same-sized placeholder while supabase-js has not said which, so nothing jumps.
 */
export function AccountButton() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();

  if (status === 'unknown') return <span className="account-button account-button--pending" aria-hidden="true" />;
  if (!user) {
    return (
      <Button
        className="account-button"
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
        onClick={() => dispatch(loginModalOpened())}
      >
        Login
      </Button>
    );
  }
  return (
    <Link
      className="account-button account-button--user"
      to={paths.profile.href()}
      title={`${user.fullName}: profile settings`}
    >
      <Avatar name={user.fullName} imageUrl={user.avatarUrl} />
      <span className="account-button__name">{user.fullName}</span>
    </Link>
  );
}
