import { Info, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { ConfirmActions } from './ConfirmActions.tsx';
import { Modal } from './charts/Modal.tsx';
import './notices.css';

/** A message the app shows in its own banner (never the browser's alert box). */
export interface Notice {
  /** Errors are announced at once (role="alert"); the rest politely (role="status"). */
  tone: 'info' | 'error';
  text: string;
  /** One button beside the text ("Resend verification email"); it may replace the notice by what it returns. */
  action?: { label: string; busyLabel?: string; run(): Promise<Notice | undefined> };
  /** Also a key: showing a notice with the id of one on screen replaces it. */
  id?: string;
}

/** What asks before something that cannot be undone (never the browser's confirm box). */
export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
}

interface NoticesApi {
  show(notice: Notice): void;
  dismiss(id: string): void;
  /** Resolves true when the person confirms, false when they cancel, press Escape or click outside. */
  confirm(request: ConfirmRequest): Promise<boolean>;
}

const NoticesContext = createContext<NoticesApi | null>(null);

interface Shown extends Notice {
  id: string;
}

/** Holds the banners above every page (they outlive a navigation: "back in your chat") and the confirm dialog. */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Shown[]>([]);
  const [asking, setAsking] = useState<(ConfirmRequest & { answer(yes: boolean): void }) | null>(null);
  const counter = useRef(0);

  const show = useCallback((notice: Notice) => {
    counter.current += 1;
    const id = notice.id ?? `notice-${counter.current}`;
    setNotices((now) => [...now.filter((n) => n.id !== id), { ...notice, id }]);
  }, []);
  const dismiss = useCallback((id: string) => setNotices((now) => now.filter((n) => n.id !== id)), []);
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setAsking({
          ...request,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const api = useMemo(() => ({ show, dismiss, confirm }), [show, dismiss, confirm]);

  return (
    <NoticesContext.Provider value={api}>
      {children}
      <div className="notices" data-testid="notices">
        {notices.map((notice) => (
          <NoticeBanner
            key={notice.id}
            notice={notice}
            onDismiss={() => dismiss(notice.id)}
            onReplace={(next) => show({ ...next, id: notice.id })}
          />
        ))}
      </div>
      {asking && (
        <Modal title={asking.title} size="narrow" onClose={() => asking.answer(false)} testId="confirm-dialog">
          <p>{asking.text}</p>
          <ConfirmActions
            cancelLabel={asking.cancelLabel}
            onCancel={() => asking.answer(false)}
            confirmLabel={asking.confirmLabel}
            confirmClassName="button button-primary"
            onConfirm={() => asking.answer(true)}
          />
        </Modal>
      )}
    </NoticesContext.Provider>
  );
}

function NoticeBanner({
  notice,
  onDismiss,
  onReplace,
}: {
  notice: Shown;
  onDismiss(): void;
  onReplace(next: Notice): void;
}) {
  const [busy, setBusy] = useState(false);
  const { action } = notice;
  return (
    <div
      className={`notice notice-banner${notice.tone === 'error' ? ' notice-error' : ''}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="notice"
    >
      <Info size={16} aria-hidden="true" />
      <div className="notice-body">
        <p>{notice.text}</p>
        {action && (
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                const next = await action.run();
                if (next) onReplace(next);
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? (action.busyLabel ?? action.label) : action.label}
          </button>
        )}
      </div>
      <button type="button" className="icon-button notice-dismiss" aria-label="Dismiss" onClick={onDismiss}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

/** The app's banners and its confirm dialog; outside the provider (a unit test) it fails loudly. */
export function useNotices(): NoticesApi {
  const api = useContext(NoticesContext);
  if (!api) throw new Error('useNotices needs a NoticesProvider above it');
  return api;
}
