import { Link } from 'react-router-dom';
import { MINIMUM_AGE } from '../../config/constants';
import { paths } from '../../config/paths';
import { SettingsSubpage } from './SettingsSubpage';

/** The terms and conditions, written out from the points of docs/product.md#screens. */
export function TermsAndConditions() {
  return (
    <SettingsSubpage title="Terms & Conditions">
      <article className="policy">
        <p>
          These terms apply whenever you use Mentoria, its ebooks and its videos. By creating an account or using the
          app, you agree to them.
        </p>

        <h2>Who may use Mentoria</h2>
        <p>
          You must be {MINIMUM_AGE} years old or older to use Mentoria. If you are under the age of majority where you
          live, a parent or guardian must agree to these terms for you.
        </p>

        <h2>Purchases</h2>
        <p>
          All purchases are final. When you buy a premium ebook, it is added to your library straight away, so we do not
          offer refunds; see the <Link to={paths.refund.href()}>Refund Policy</Link> for what we do when a file is
          defective.
        </p>

        <h2>Personal use only</h2>
        <p>
          Ebooks and videos are licensed to you for your own personal, non-commercial use. You may not copy, share,
          resell, publish or distribute them, in whole or in part, or make them available to anyone else.
        </p>

        <h2>Your conduct</h2>
        <p>
          Use Mentoria lawfully and respectfully. Do not post reviews that are abusive, misleading or unlawful, do not
          try to get into accounts or content that are not yours, and do not disrupt the service or the people using it.
        </p>

        <h2>Intellectual property</h2>
        <p>
          The app, its design and its content belong to Mentoria or to the authors and publishers who license them to
          us, and are protected by copyright and other laws. Buying an ebook gives you a licence to read it, not
          ownership of its content.
        </p>

        <h2>Termination</h2>
        <p>
          We may suspend or close an account that breaks these terms. You may stop using Mentoria and close your account
          at any time.
        </p>

        <h2>Limitation of liability</h2>
        <p>
          Mentoria is provided as it is. To the extent the law allows, we are not liable for indirect or consequential
          losses arising from your use of the app, and our total liability to you is limited to the amount you paid us
          in the twelve months before the claim.
        </p>
      </article>
    </SettingsSubpage>
  );
}
