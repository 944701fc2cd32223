import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import '../styles/member.css';
import { AccountTab } from './settings/AccountTab.tsx';
import { ChartTab } from './settings/ChartTab.tsx';
import { PersonalityTab } from './settings/PersonalityTab.tsx';
import { TechnicalTab } from './settings/TechnicalTab.tsx';
import { ThemeTab } from './settings/ThemeTab.tsx';

const tabs = [
  { id: 'personality', label: 'Personality' },
  { id: 'technical', label: 'Technical Level' },
  { id: 'theme', label: 'Theme' },
  { id: 'chart', label: 'Chart' },
  { id: 'account', label: 'Account' },
] as const;
type TabId = (typeof tabs)[number]['id'];

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
