import {
  type ChartFrame,
  chartFrameOf,
  houseSystemHints,
  houseSystemNames,
  memberHouseSystems,
  memberZodiacs,
  zodiacLabels,
} from '@stellara/contract/chart-frame';
import {
  canUseFeature,
  canUsePersonality,
  featureRules,
  type PaidPlan,
  personalityInForce,
  personalityMinPlan,
  planInfo,
  type TechnicalLevel,
  technicalLevelInForce,
} from '@stellara/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import {
  BookOpen,
  Check,
  CircleX,
  CreditCard,
  Download,
  FileDown,
  LogOut,
  Microscope,
  Receipt,
  Trash2,
  X,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  cancelSubscription,
  downloadExport,
  type InvoiceEntry,
  listInvoices,
  memberKeys,
  paymentPortalUrl,
  useBilling,
} from '../api/members.ts';
import { savePreferencesOnServer, useMe, useProfile } from '../api/session.ts';
import '../styles/member.css';
import { useAppState } from '../state/AppState.tsx';
import { personalities } from '../state/personalities.ts';
import { useSignOut } from '../state/useSignOut.ts';
import { useViewer } from '../state/viewer.ts';
import { themeList } from '../themes/themes.ts';
import ApiKeysSection from './ApiKeysSection.tsx';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { formatDate } from './dates.ts';
import { personalityIcons, themeIcons } from './icons.tsx';
import { PlanBadge } from './Markers.tsx';
import MorningNoteSection from './MorningNoteSection.tsx';

const tabs = [
  { id: 'personality', label: 'Personality' },
  { id: 'technical', label: 'Technical Level' },
  { id: 'theme', label: 'Theme' },
  { id: 'chart', label: 'Chart' },
  { id: 'account', label: 'Account' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const levels: { id: TechnicalLevel; name: string; description: string; icon: typeof BookOpen }[] = [
  { id: 'basic', name: 'Basic', description: 'Plain language, each term explained the first time.', icon: BookOpen },
  {
    id: 'technical',
    name: 'Technical',
    description: 'Degrees, orbs, rulers and dignities, for readers who know the chart.',
    icon: Microscope,
  },
];

/** The settings side panel (docs/routing.md#shortcuts-and-settings): a modal dialog sliding in from the right. */
export default function SettingsPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<TabId>('personality');
  const baseId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = index;
    if (step) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    setTab(target.id);
    document.getElementById(`${baseId}-tab-${target.id}`)?.focus();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key
    <dialog
      ref={dialog}
      className="settings"
      aria-labelledby={`${baseId}-title`}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="settings-inner">
        <header className="settings-head">
          <h2 id={`${baseId}-title`}>Settings</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close settings">
            <X size={20} aria-hidden="true" />
          </button>
        </header>
        <div className="tabs" role="tablist" aria-label="Settings sections" onKeyDown={onTabKey}>
          {tabs.map((t) => (
            <button
              key={t.id}
              id={`${baseId}-tab-${t.id}`}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === t.id}
              aria-controls={`${baseId}-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div
          className="settings-body"
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
        >
          {tab === 'personality' && <PersonalityTab />}
          {tab === 'technical' && <TechnicalTab />}
          {tab === 'theme' && <ThemeTab />}
          {tab === 'chart' && <ChartTab />}
          {tab === 'account' && <AccountTab onNavigate={onClose} />}
        </div>
      </div>
    </dialog>
  );
}

function PersonalityTab() {
  const viewer = useViewer();
  const { preferences, setPersonality } = useAppState();
  const current = personalityInForce(viewer.plan, preferences.personality);
  const anyLocked = personalities.some((p) => !canUsePersonality(viewer.plan, p.id));
  return (
    <section>
      <p className="settings-intro">How Stellara speaks to you. The chart stays the same; the voice changes.</p>
      <div className="choice-list" role="radiogroup" aria-label="Personality">
        {personalities.map((p) => {
          const Icon = personalityIcons[p.id];
          const allowed = canUsePersonality(viewer.plan, p.id);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with icon and description
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={current === p.id}
              aria-disabled={!allowed}
              className="choice"
              data-testid={`personality-${p.id}`}
              style={{ '--choice-color': p.color } as React.CSSProperties}
              onClick={() => allowed && setPersonality(p.id)}
            >
              <span className="choice-icon">
                <Icon size={20} aria-hidden="true" />
              </span>
              <span className="choice-text">
                <span className="choice-name">
                  {p.name}
                  {!allowed && <PlanBadge plan={personalityMinPlan(p.id)} />}
                </span>
                <span className="choice-desc">{p.description}</span>
              </span>
              {current === p.id && <Check size={18} aria-hidden="true" className="choice-check" />}
            </button>
          );
        })}
      </div>
      {anyLocked && (
        <p className="settings-note">
          Your plan includes the Friendly Guide. The other four voices come with {planInfo.plus.name} and{' '}
          {planInfo.pro.name}. <Link to="/upgrade">See plans</Link>
        </p>
      )}
    </section>
  );
}

function TechnicalTab() {
  const viewer = useViewer();
  const { preferences, setTechnical } = useAppState();
  const current = technicalLevelInForce(viewer.plan, preferences.technical);
  const toggle = canUseFeature(viewer.plan, 'technicalLevel');
  return (
    <section>
      <p className="settings-intro">How deep the explanations go.</p>
      <div className="choice-list" role="radiogroup" aria-label="Technical level">
        {levels.map((level) => {
          const allowed = level.id === 'basic' || toggle;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with icon and description
            <button
              key={level.id}
              type="button"
              role="radio"
              aria-checked={current === level.id}
              aria-disabled={!allowed}
              className="choice"
              data-testid={`level-${level.id}`}
              onClick={() => allowed && setTechnical(level.id)}
            >
              <span className="choice-icon">
                <level.icon size={20} aria-hidden="true" />
              </span>
              <span className="choice-text">
                <span className="choice-name">
                  {level.name}
                  {!allowed && <PlanBadge plan={featureRules.technicalLevel.minPlan} />}
                </span>
                <span className="choice-desc">{level.description}</span>
              </span>
              {current === level.id && <Check size={18} aria-hidden="true" className="choice-check" />}
            </button>
          );
        })}
      </div>
      {!toggle && (
        <p className="settings-note">
          The technical level comes with {planInfo.plus.name} and {planInfo.pro.name}.{' '}
          <Link to="/upgrade">See plans</Link>
        </p>
      )}
    </section>
  );
}

/** One line under each zodiac choice. */
const zodiacHints: Record<ChartFrame['zodiac'], string> = {
  tropical: 'Signs follow the seasons: the Sun enters Aries at the March equinox. The Western default.',
  'sidereal-lahiri': 'Signs follow the stars, as in Vedic (Jyotish) astrology; the Indian government standard.',
  'sidereal-fagan-bradley': 'Signs follow the stars, as Western sidereal astrologers measure them.',
  'sidereal-raman': 'Signs follow the stars, as B. V. Raman measured them for Vedic astrology.',
};

/**
 * The member's house system and zodiac: saved on the account, and every chart they see (profile, wheel, transits,
 * compatibility, the Today card, the chat) is cast in them. Visitors keep Placidus and tropical.
 */
function ChartTab() {
  const viewer = useViewer();
  const profile = useProfile(viewer.signedIn);
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!viewer.signedIn) {
    return (
      <section>
        <p className="settings-intro">Your chart is read in Placidus houses and the tropical zodiac.</p>
        <p className="settings-note">
          With a free account you can choose another house system, like Whole Sign, or a sidereal zodiac.{' '}
          <Link to="/login?mode=signup">Create an account</Link>
        </p>
      </section>
    );
  }
  if (profile.isPending) return <div className="page-loading" aria-busy="true" />;
  const frame = chartFrameOf(profile.data?.preferences ?? null);
  const choose = async (patch: Partial<ChartFrame>) => {
    setSaving(true);
    setError(null);
    try {
      await savePreferencesOnServer(patch);
      // Every chart on screen is cast again in the new frame: the profile, wheels, transits, Today card, readings.
      await client.invalidateQueries();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Your choice could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-busy={saving}>
      <p className="settings-intro">How your chart is divided: every chart and reading follows your choice.</p>
      <h3 className="settings-subtitle" id="house-system-title">
        House system
      </h3>
      <div className="choice-list" role="radiogroup" aria-labelledby="house-system-title">
        {memberHouseSystems.map((system) => (
          // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with a description
          <button
            key={system}
            type="button"
            role="radio"
            aria-checked={frame.houseSystem === system}
            aria-disabled={saving}
            className="choice"
            data-testid={`house-system-${system}`}
            onClick={() => !saving && frame.houseSystem !== system && choose({ houseSystem: system })}
          >
            <span className="choice-text">
              <span className="choice-name">{houseSystemNames[system]}</span>
              <span className="choice-desc">{houseSystemHints[system]}</span>
            </span>
            {frame.houseSystem === system && <Check size={18} aria-hidden="true" className="choice-check" />}
          </button>
        ))}
      </div>
      <h3 className="settings-subtitle" id="zodiac-title">
        Zodiac
      </h3>
      <div className="choice-list" role="radiogroup" aria-labelledby="zodiac-title">
        {memberZodiacs.map((zodiac) => (
          // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with a description
          <button
            key={zodiac}
            type="button"
            role="radio"
            aria-checked={frame.zodiac === zodiac}
            aria-disabled={saving}
            className="choice"
            data-testid={`zodiac-${zodiac}`}
            onClick={() => !saving && frame.zodiac !== zodiac && choose({ zodiac })}
          >
            <span className="choice-text">
              <span className="choice-name">{zodiacLabels[zodiac]}</span>
              <span className="choice-desc">{zodiacHints[zodiac]}</span>
            </span>
            {frame.zodiac === zodiac && <Check size={18} aria-hidden="true" className="choice-check" />}
          </button>
        ))}
      </div>
      {saving && <p className="settings-note">Casting your charts again...</p>}
      {error && (
        <p className="settings-note" role="alert">
          {error}
        </p>
      )}
      <p className="settings-note">
        Near the poles Placidus and Koch houses can't be drawn; your chart then uses Porphyry houses and says so.
      </p>
    </section>
  );
}

function ThemeTab() {
  const { preferences, setTheme } = useAppState();
  // Named at the top: the theme in use can be the last card, below the panel's fold.
  const current = themeList.find((theme) => theme.id === preferences.theme);
  return (
    <section>
      <p className="settings-intro" data-testid="theme-current">
        Eight skies to read by
        {current && (
          <>
            ; in use now: <strong>{current.name}</strong>
          </>
        )}
        . Your choice stays in this browser.
      </p>
      <div className="theme-grid" role="radiogroup" aria-label="Theme">
        {themeList.map((theme) => {
          const Icon = themeIcons[theme.icon];
          const { colors, ink } = theme;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with a preview
            <button
              key={theme.id}
              type="button"
              role="radio"
              aria-checked={preferences.theme === theme.id}
              className="theme-card"
              data-testid={`theme-${theme.id}`}
              onClick={() => setTheme(theme.id)}
            >
              <span
                className="theme-preview"
                aria-hidden="true"
                style={{
                  background: `radial-gradient(circle at 80% 10%, ${colors.primary}44, transparent 55%), radial-gradient(circle at 10% 100%, ${colors.secondary}33, transparent 60%), ${colors.background}`,
                  color: ink.text,
                }}
              >
                <span className="theme-preview-card" style={{ background: colors.surface }}>
                  <span className="theme-preview-line" style={{ background: ink.text }} />
                  <span className="theme-preview-line short" style={{ background: ink.muted }} />
                  <span className="theme-preview-button" style={{ background: colors.primary }} />
                </span>
                <span className="theme-swatches">
                  {(['primary', 'secondary', 'accent', 'background', 'surface'] as const).map((key) => (
                    <span key={key} className="swatch" style={{ background: colors[key] }} title={key} />
                  ))}
                </span>
              </span>
              <span className="theme-meta">
                <span className="theme-name">
                  <Icon size={16} aria-hidden="true" />
                  {theme.name}
                  {preferences.theme === theme.id && <Check size={16} aria-hidden="true" className="choice-check" />}
                </span>
                <span className="theme-desc">{theme.description}</span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

function AccountTab({ onNavigate }: { onNavigate(): void }) {
  const { me, viewer } = useMe();
  const signOutAndForget = useSignOut();
  const client = useQueryClient();
  const paid = viewer.signedIn && (viewer.plan === 'plus' || viewer.plan === 'pro');
  const billing = useBilling(viewer.signedIn);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [invoices, setInvoices] = useState<InvoiceEntry[] | null>(null);
  const info = planInfo[viewer.plan];

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    setStatus(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error occurred');
    } finally {
      setBusy(null);
    }
  };
  const onSignOut = () =>
    run('sign-out', async () => {
      onNavigate();
      await signOutAndForget();
    });
  const onPortal = () =>
    run('portal', async () => {
      window.location.assign(await paymentPortalUrl());
    });
  const onInvoices = () =>
    run('invoices', async () => {
      const list = await listInvoices();
      setInvoices(list);
      if (list.length === 0) setStatus('No invoices yet.');
    });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const onCancelConfirmed = async () => {
    const next = await cancelSubscription();
    client.setQueryData(memberKeys.billing, next);
    setConfirmCancel(false);
    setStatus(
      next.currentPeriodEnd
        ? `Your subscription is cancelled. ${info.name} stays open until ${formatDate(next.currentPeriodEnd)}, then your plan is Free.`
        : 'Your subscription is cancelled.',
    );
    // The plan is cancelled, but an extra chart was not: said as a problem, not buried in the success line.
    if (next.warning) setError(next.warning);
    return next;
  };
  const onExport = () =>
    run('export', async () => {
      const name = await downloadExport();
      setStatus(`Your data was saved as ${name}.`);
    });

  const b = billing.data;
  return (
    <section className="account">
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>{me?.user?.name || 'Guest'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{me?.user?.email ?? 'Not signed in'}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd data-testid="account-plan">
            {info.memberLabel}
            {paid && b?.cancelAtPeriodEnd && b.currentPeriodEnd && (
              <span className="muted"> · ends {formatDate(b.currentPeriodEnd)}</span>
            )}
            {paid && b && !b.cancelAtPeriodEnd && b.currentPeriodEnd && (
              <span className="muted"> · renews {formatDate(b.currentPeriodEnd)}</span>
            )}
            {b?.testMode && paid && <span className="badge badge-test">Test mode</span>}
          </dd>
        </div>
      </dl>
      {viewer.signedIn ? (
        <>
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          {status && (
            <p className="notice" role="status" data-testid="account-status">
              {status}
            </p>
          )}
          {paid && <h3 className="account-section-title">Subscription</h3>}
          {paid && (
            <div className="account-actions">
              <button
                type="button"
                className="button button-ghost"
                disabled={busy !== null}
                onClick={() => void onPortal()}
              >
                <CreditCard size={17} aria-hidden="true" /> Update Payment Method
              </button>
              <button
                type="button"
                className="button button-ghost"
                disabled={busy !== null}
                onClick={() => void onInvoices()}
                aria-expanded={invoices !== null && invoices.length > 0}
              >
                <Receipt size={17} aria-hidden="true" /> Download Invoices
              </button>
              {/* A quiet secondary action: it asks before anything changes. */}
              <button
                type="button"
                className="button button-ghost button-quiet"
                disabled={busy !== null || b?.cancelAtPeriodEnd === true}
                onClick={() => {
                  setError(null);
                  setStatus(null);
                  setConfirmCancel(true);
                }}
              >
                <CircleX size={17} aria-hidden="true" />{' '}
                {b?.cancelAtPeriodEnd ? 'Cancellation Scheduled' : 'Cancel Subscription'}
              </button>
            </div>
          )}
          {paid && confirmCancel && (
            <CancelSubscriptionDialog
              plan={viewer.plan as PaidPlan}
              periodEnd={b?.currentPeriodEnd ?? null}
              extraCharts={b?.extraCharts ?? 0}
              onClose={() => setConfirmCancel(false)}
              onConfirm={onCancelConfirmed}
            />
          )}
          {invoices && invoices.length > 0 && (
            <ul className="invoice-list" aria-label="Invoices" data-testid="invoices">
              {invoices.map((inv) => (
                <li key={inv.id}>
                  <span>
                    <strong>{inv.number ?? inv.id}</strong>
                    <span className="muted">
                      {' '}
                      · {formatDate(inv.createdAt)} · {formatMoney(inv.amountPaidCents, inv.currency)}
                    </span>
                  </span>
                  {(inv.pdfUrl ?? inv.url) && (
                    <a className="button button-ghost button-small" href={inv.pdfUrl ?? inv.url ?? ''} download>
                      <Download size={15} aria-hidden="true" /> Download
                      <span className="sr-only"> invoice {inv.number ?? inv.id}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3 className="account-section-title">Morning note</h3>
          <MorningNoteSection />
          <h3 className="account-section-title">Your account</h3>
          <div className="account-actions">
            <button
              type="button"
              className="button button-ghost"
              disabled={busy !== null}
              onClick={() => void onExport()}
            >
              <FileDown size={17} aria-hidden="true" /> Export My Data
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy === 'sign-out'}
              onClick={() => void onSignOut()}
            >
              <LogOut size={17} aria-hidden="true" /> Sign Out
            </button>
          </div>
          <h3 className="account-section-title">API keys</h3>
          <ApiKeysSection />
          <h3 className="account-section-title">Delete account</h3>
          <p className="settings-note">Removes your account and everything in it. You can download your data first.</p>
          <div className="account-actions">
            <button
              type="button"
              className="button button-ghost button-danger"
              disabled={busy !== null}
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 size={17} aria-hidden="true" /> Delete Account
            </button>
          </div>
          {confirmDelete && me?.user && (
            <DeleteAccountDialog email={me.user.email} onClose={() => setConfirmDelete(false)} onDeleted={onNavigate} />
          )}
          {!paid && (
            <p className="settings-note">
              Folders, transits, all five voices and more come with {planInfo.plus.name} and {planInfo.pro.name}.{' '}
              <Link to="/upgrade" onClick={onNavigate}>
                See plans
              </Link>
            </p>
          )}
        </>
      ) : (
        <>
          <p className="settings-intro">
            As a guest, your birth data stays in this browser tab and is gone when the session ends. A free account
            keeps your chart and your conversations.
          </p>
          <div className="button-row">
            <Link to="/login?mode=signup" className="button button-primary" onClick={onNavigate}>
              Sign Up Free
            </Link>
            <Link to="/login" className="button button-ghost" onClick={onNavigate}>
              Login
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
