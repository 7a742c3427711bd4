import { Link } from 'react-router-dom';
import { REPLACEMENT_CLAIM_DAYS } from '../../config/constants';
import { paths } from '../../config/paths';
import { SettingsSubpage } from './SettingsSubpage';

/** The refund policy, written out from the points of docs/product.md#screens. */
export function RefundPolicy() {
  return (
    <SettingsSubpage title="Refund Policy">
      <article className="policy">
        <h2>No refunds</h2>
        <p>
          Ebooks are digital and available to read as soon as you buy them, so all sales are final and we do not offer
          refunds.
        </p>

        <h2>Free replacement of a defective ebook</h2>
        <p>
          If an ebook you bought is defective (it does not open, or pages are missing or unreadable) or is not the title
          you ordered, we will replace it free of charge.
        </p>

        <h2>How to ask for a replacement</h2>
        <p>
          Tell us within {REPLACEMENT_CLAIM_DAYS} days of your purchase through{' '}
          <Link to={paths.help.href()}>Need Help?</Link>, and include:
        </p>
        <ul>
          <li>your order ID,</li>
          <li>the title of the ebook,</li>
          <li>a short description of the issue.</li>
        </ul>
        <p>We will check the file and send you a working copy of the right ebook.</p>
      </article>
    </SettingsSubpage>
  );
}
