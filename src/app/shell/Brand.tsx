import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BrandMark } from './BrandMark';

/** The logo and name, linking home. */
export function Brand() {
  return (
    <Link to={paths.home.href()} className="brand">
      <BrandMark />
      <span className="brand__name">Mentoria</span>
    </Link>
  );
}
