import { Link } from "@/components/ui/link";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { brand } from "@/config/brand";
import { COOKIE_PERMISSION, cookieBannerTitle } from "@/config/cookies";
import { SESSION_HINT_COOKIE, SESSION_HINT_KEY } from "@/lib/auth/session-hint";

export const metadata = infoMetadata("/info/policies/en/cookies_policy");

export default function CookiesPolicyPage() {
  return (
    <InfoProsePage path="/info/policies/en/cookies_policy"
      lead={`${brand.name} uses as little browser storage as it can: what keeps you signed in and remembers your choices, and nothing that tracks you across other websites.`}
      updated="Last updated 25 November 2026"
    >
      <h2>What cookies and browser storage are</h2>
      <p>
        Cookies are small text files a website stores in your browser. Websites can also keep data
        in your browser&apos;s local storage and IndexedDB, which work similarly. The law treats
        them all alike: storage that is strictly necessary for a service you asked for needs no
        consent; everything else does (§ 165(3) of the Austrian Telecommunications Act 2021, which
        implements the EU ePrivacy Directive).
      </p>

      <h2>Strictly necessary</h2>
      <h3>
        <code>{COOKIE_PERMISSION}</code>
      </h3>
      <ul>
        <li>
          <strong>Purpose:</strong> remembers your answer to the cookie banner, so that we do not
          ask again on every visit.
        </li>
        <li>
          <strong>Values:</strong> <code>full</code> when you chose &ldquo;Allow all&rdquo;;{" "}
          <code>selection</code> for a choice limited to the categories you switched on.
        </li>
        <li>
          <strong>Scope and lifetime:</strong> set by us for the whole site (path /), and kept for
          12 months. After that, the banner asks you again.
        </li>
      </ul>
      <h3>
        <code>{SESSION_HINT_COOKIE}</code>
      </h3>
      <ul>
        <li>
          <strong>Purpose:</strong> remembers that this browser was signed in, so that pages know
          before they appear whether to check your sign-in and to leave out the cookie banner. It
          holds no name, address or token: only the value <code>1</code>. A copy in local storage
          (<code>{SESSION_HINT_KEY}</code>) tells your other open tabs when you sign in.
        </li>
        <li>
          <strong>Scope and lifetime:</strong> set by us for the whole site (path /) when you sign
          in, renewed while you stay signed in, kept for at most 12 months, and removed when you
          sign out.
        </li>
      </ul>
      <h3>Firebase Authentication storage</h3>
      <ul>
        <li>
          <strong>Purpose:</strong> keeps you signed in between visits and pages. Firebase, the
          sign-in service we use, stores your session token in your browser&apos;s IndexedDB
          (database <code>firebaseLocalStorageDb</code>) or, where that is not available, in local
          storage.
        </li>
        <li>
          <strong>Lifetime:</strong> until you sign out, which removes it.
        </li>
        <li>
          <strong>Related:</strong> if you sign in with your phone number, Google reCAPTCHA sets
          cookies to tell people from bots. If you sign in with Google, Facebook, GitHub or Twitter,
          that provider sets its own cookies on its own website during sign-in.
        </li>
      </ul>
      <h3>Stripe cookies on checkout</h3>
      <ul>
        <li>
          <strong>Purpose:</strong> payments are made in Stripe Checkout. Stripe sets cookies such
          as <code>__stripe_mid</code> (one year) and <code>__stripe_sid</code> (30 minutes) to
          process your payment and to detect fraud.
        </li>
        <li>
          <strong>Controller:</strong> Stripe, under its own cookie policy at
          stripe.com/cookies-policy. They are set only when you go to checkout.
        </li>
      </ul>

      <h2>Preferences</h2>
      <p>
        Preference storage remembers choices that make the marketplace more convenient but that
        it does not need in order to work, such as your catalogue filters and sorting, or your
        playback speed and subtitle setting in the video player. We keep these in your
        browser&apos;s local storage, and only if you allow the Preferences category. Without
        them, the marketplace works fully; you just set your choices again on each visit.
      </p>
      <p>
        We use no analytics, advertising, social-media or other tracking cookies, and no cookies
        of third parties other than those named above.
      </p>

      <h2>Your choice in the cookie banner</h2>
      <p>
        When you visit without being signed in and have not made a choice yet, a banner titled
        &ldquo;{cookieBannerTitle}&rdquo; appears at the bottom of the page. It has two switches:
      </p>
      <ul>
        <li>
          <strong>Necessary</strong> is always on and cannot be switched off, because without this
          storage you cannot sign in, buy or learn.
        </li>
        <li>
          <strong>Preferences</strong> is off until you switch it on.
        </li>
      </ul>
      <p>And two buttons:</p>
      <ul>
        <li>
          <strong>Allow selection</strong> closes the banner and keeps only what is switched on. It
          stores no cookie, so no preference storage is used and the banner asks again on your next
          visit.
        </li>
        <li>
          <strong>Allow all</strong> allows both categories and stores{" "}
          <code>{COOKIE_PERMISSION}=full</code> for 12 months.
        </li>
      </ul>
      <p>
        When you are signed in, the banner is not shown: signing in requires the necessary
        storage, and you can manage preferences as described below.
      </p>

      <h2>How to withdraw or change your consent</h2>
      <p>
        You can withdraw your consent at any time, as easily as you gave it. Delete the{" "}
        <code>{COOKIE_PERMISSION}</code> cookie for this site in your browser settings, usually
        under &ldquo;Privacy&rdquo; or &ldquo;Cookies and site data&rdquo;, or clear this
        site&apos;s data altogether. The banner then appears again on your next visit while you are
        signed out, and preference storage is no longer used. Clearing all site data also signs you
        out. Your browser&apos;s help pages explain how to delete cookies for a single website.
      </p>
      <p>
        More about how we process personal data is in our{" "}
        <Link href="/info/policies/en/privacy_policy">privacy policy</Link>. Questions:{" "}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
      </p>
    </InfoProsePage>
  );
}
