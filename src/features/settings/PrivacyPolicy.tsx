import { Link } from 'react-router-dom';
import { PRIVACY_POLICY_EFFECTIVE } from '../../config/constants';
import { paths } from '../../config/paths';
import { SettingsSubpage } from './SettingsSubpage';

/** The privacy policy, written out from the points of docs/product.md#screens. */
export function PrivacyPolicy() {
  return (
    <SettingsSubpage title="Privacy Policy">
      <article className="policy">
        <p className="policy__effective">Effective {PRIVACY_POLICY_EFFECTIVE}</p>
        <p>
          This policy explains what Mentoria collects when you use it, why, and the choices you have. We collect as
          little as we can and use it only to run the service you signed up for.
        </p>

        <h2>Your account</h2>
        <p>
          When you create an account or sign in with Google, we keep your name and your email address. We use them to
          sign you in, to show your name in the app, and to keep your library, favourites, reviews and purchases tied to
          you. Your name appears beside the reviews you write.
        </p>

        <h2>Analytics</h2>
        <p>
          We may collect information about how the app is used, such as the pages opened and the device and browser
          type, to understand what works and to fix what does not. We look at this information in aggregate and do not
          use it to build a profile of you.
        </p>

        <h2>Newsletter</h2>
        <p>
          If you choose Subscribe Now, we keep the email address you give us to send you news about new resources,
          updates and exclusive content. You can ask to be removed from the list at any time, and every email tells you
          how.
        </p>

        <h2>Payments</h2>
        <p>
          Checkout in Mentoria is a demonstration: the card details you type never leave your browser, and no payment is
          taken. Should real payments come, they will be handled by a third-party payment provider that receives your
          card details directly, and this policy will say so first. We keep a record of which ebooks you got and when,
          so you can read them in your library.
        </p>

        <h2>We do not sell your data</h2>
        <p>
          We do not sell, rent or trade your personal information. We share it only with the services that help us run
          Mentoria (hosting and sign-in), only as far as they need it, or when the law requires us to.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your information for as long as your account is open. When you close your account, we delete it or
          make it anonymous, except for what the law requires us to keep, such as records of purchases.
        </p>

        <h2>Your rights</h2>
        <p>
          You may ask to see the personal information we hold about you, to correct it, to have it deleted, or to
          receive a copy of it. You may also object to how we use it. To do any of this, write to us through{' '}
          <Link to={paths.help.href()}>Need Help?</Link>.
        </p>

        <h2>Cookies and local storage</h2>
        <p>
          Mentoria stores a few things in your browser so it works the way you left it: your sign-in session, your
          theme, your recently viewed ebooks, your search history and which ebooks you favourited. These are needed for
          the app to work and are not used to track you on other sites. Clearing your browser&rsquo;s data removes them.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          If we change this policy, we will update the date above and, for important changes, tell you in the app before
          they take effect.
        </p>
      </article>
    </SettingsSubpage>
  );
}
