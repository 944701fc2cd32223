import { planInfo } from '@stellara/contract/plans';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { LegalPage, LegalSection } from './legal/LegalPage.tsx';

/** /terms: the agreement in plain words, written for Stellara. */
export default function Terms() {
  const { plus, pro, free } = planInfo;
  return (
    <LegalPage
      testId="page-terms"
      title="Terms of Service"
      icon={<ScrollText size={22} aria-hidden="true" />}
      lead="The agreement between you and Stellara, in plain words."
    >
      <LegalSection id="terms-what" title="What Stellara is">
        <p>
          Stellara calculates your birth chart and talks it through with you. Astrology here is a way to reflect, not a
          forecast: a reading describes tendencies, never fate. It is not medical, legal, financial or psychological
          advice, and no decision about your health, money or safety should rest on it.
        </p>
      </LegalSection>

      <LegalSection id="terms-account" title="Your account">
        <ul>
          <li>You can use Stellara without an account; an account keeps your chart and conversations.</li>
          <li>
            Use an email that is yours and keep your password to yourself. An account, and any API key made in it, is
            for one person.
          </li>
          <li>You must be old enough to agree to terms like these where you live.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-plans" title="Plans and payment">
        <ul>
          <li>
            {free.name} costs nothing. {plus.name} is ${plus.priceUsdPerMonth} a month and {pro.name} $
            {pro.priceUsdPerMonth} a month; the Plans page lists what each one opens.
          </li>
          <li>A paid plan renews every month until you cancel it in Settings, under Account.</li>
          <li>
            When you cancel, you keep the plan until the end of the month you paid for; then your account is {free.name}
            , and your profile, chart and chats stay.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-fair" title="Fair use">
        <p>
          Please do not try to get into other people's accounts, overload the service, or use it to harm anyone.
          Requests are limited per minute so that the service stays quick for everyone. An account that breaks these
          rules may be closed.
        </p>
      </LegalSection>

      <LegalSection id="terms-content" title="What you write">
        <p>
          What you write stays yours. Stellara uses it only to answer you and to keep your conversations for you. You
          can download all of it or delete it at any time, as the <Link to="/privacy">Privacy</Link> page explains.
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title="Changes">
        <p>
          If these terms change, the new text appears on this page before it applies. If you no longer agree, you can
          delete your account, and nothing of it is kept.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
