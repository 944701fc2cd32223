import { planInfo } from '@stellara/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { healthQuery } from '../api/capabilities.ts';
import { LegalPage, LegalSection } from './legal/LegalPage.tsx';
import { daysInWords, hoursInWords } from './legal/periods.ts';
import { usePolicies } from './legal/usePolicies.ts';

/** /privacy: what Stellara keeps, for how long, who sees it, and how to take it or remove it. */
export default function Privacy() {
  const policies = usePolicies();
  const health = useQuery(healthQuery);
  const p = policies.data;
  const externalModel = health.data ? health.data.components.llm.mode !== 'embedded' : null;
  const externalPlaces = health.data ? health.data.components.places.mode !== 'embedded' : null;
  const freeKept = planInfo.free.savedChatsKept;

  return (
    <LegalPage
      testId="page-privacy"
      title="Privacy"
      icon={<ShieldCheck size={22} aria-hidden="true" />}
      lead="What Stellara keeps about you, for how long, who can see it, and how to take it with you or remove it."
    >
      <LegalSection id="privacy-what" title="What we keep">
        <ul>
          <li>
            <strong>Your birth details</strong>: name, date, time and place of birth with its coordinates and time zone,
            and the chart calculated from them. A reading cannot be made without them.
          </li>
          <li>
            <strong>Your conversations</strong>: what you write to Stellara and what it answers, with the chat's title
            and folder, and any rating you give a reply.
          </li>
          <li>
            <strong>Charts and readings you add</strong>: the birth details of other people you enter (for a chart or a
            compatibility reading), and the results.
          </li>
          <li>
            <strong>Your account</strong>, if you make one: your name, your email and a scrambled form of your password
            (never the password itself), your plan, and for a paid plan the subscription status. Card details stay with
            the payment provider; we never see them.
          </li>
          <li>
            <strong>Sign-in sessions</strong>: when each began, the browser it was made in and its network address, so
            you can see and end them.
          </li>
          <li>
            <strong>API keys</strong> you create: their names and a fingerprint of each key (the key itself is shown to
            you once and not kept).
          </li>
          <li>
            <strong>Usage counts</strong>: that a message was sent or a chart or folder was made, with your plan, so the
            people running Stellara can see how it is used.
          </li>
        </ul>
        <p>
          In your browser, Stellara keeps your theme, voice and technical level (until you change them), and, for a
          visit without an account, your birth details for as long as the tab is open.
        </p>
      </LegalSection>

      <LegalSection id="privacy-how-long" title="How long">
        <ul>
          <li>
            <strong>Without an account</strong>, your chats, birth details and visit are removed from the server after{' '}
            {p ? hoursInWords(p.visitorRetentionHours) : 'a short time'} without activity.
          </li>
          <li>
            <strong>With an account</strong>, everything stays until you delete it or the account.
            {freeKept !== null &&
              ` On the ${planInfo.free.name} plan, the ${freeKept} most recent saved chats are kept and older ones make room for new ones.`}
          </li>
          <li>
            A sign-in lasts {p ? daysInWords(p.memberSessionDays) : 'a few weeks'} after you last use it, unless you
            sign out sooner.
          </li>
          <li>
            The server's technical logs name an account only by a random number, never by its email, and are removed
            after {p ? daysInWords(p.logRetentionDays) : 'a few days'}.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-who" title="Who sees it">
        <p>
          You do. Your chats, charts and readings are shown to nobody else in the app. The people who run this Stellara
          service look after the server your data lives on; their dashboards show totals across everyone (messages,
          ratings, the most asked-about topics), not your conversations. Nothing is sold, and there are no advertising
          or tracking scripts.
        </p>
        {externalModel === true && (
          <p>
            Replies on this service are written by an external language model: to answer you, the message, the recent
            conversation and your chart's details are sent to it.
          </p>
        )}
        {externalModel === false && (
          <p>
            Replies on this service are written by Stellara's own reader: your conversations do not leave the server.
          </p>
        )}
        {externalPlaces === true && (
          <p>
            The place you type in the birth form is sent to an external place-search service to find its coordinates.
          </p>
        )}
      </LegalSection>

      <LegalSection id="privacy-yours" title="Taking it with you, or removing it">
        <p>
          In Settings, under Account, <strong>Export My Data</strong> downloads everything kept about your account as
          one file. <strong>Delete Account</strong> removes the account and everything in it at once: your profile,
          charts, chats, readings, folders, keys and sessions. We send one last email to confirm it; after that, nothing
          of it remains, and you are free to sign up again with the same email.
        </p>
        <p>
          Without an account there is nothing to ask for: closing the tab ends the visit, and the server forgets it
          after the period above.
        </p>
      </LegalSection>

      <p className="legal-see-also">
        See also the <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
