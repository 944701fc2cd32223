import { Check } from 'lucide-react';
import { useAppState } from '../../state/AppState.tsx';
import { themeList } from '../../themes/themes.ts';
import { themeIcons } from '../icons.tsx';

/** Settings > Theme: the eight themes, each as a small preview of its colours. */
export function ThemeTab() {
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
