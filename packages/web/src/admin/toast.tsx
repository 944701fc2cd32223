import { CheckCircle2, Info, TriangleAlert, X, XCircle } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  /** Shows a toast top right for `durationMs` (5 s unless said otherwise), or until closed. */
  show(kind: ToastKind, message: string, durationMs?: number): void;
}

export const TOAST_MS = 5_000;

const ToastContext = createContext<ToastApi | null>(null);

const icons = { info: Info, success: CheckCircle2, warning: TriangleAlert, error: XCircle } as const;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      show(kind, message, durationMs = TOAST_MS) {
        const id = nextId.current++;
        setToasts((list) => [...list, { id, kind, message }]);
        setTimeout(() => dismiss(id), durationMs);
      },
    }),
    [dismiss],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => {
          const Icon = icons[toast.kind];
          return (
            <div
              key={toast.id}
              className={`toast toast-${toast.kind}`}
              role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
              data-testid="toast"
            >
              <Icon size={18} aria-hidden="true" />
              <span>{toast.message}</span>
              <button
                type="button"
                className="icon-button"
                aria-label="Close notification"
                onClick={() => dismiss(toast.id)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs the admin portal’s ToastProvider');
  return api;
}
