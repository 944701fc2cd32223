import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '../components/Logo.tsx';
import { useViewer } from '../state/viewer.ts';

/** /admin: the administrator area (its own specification), without the sidebar. */
export default function Admin() {
  const viewer = useViewer();
  return (
    <main className="standalone" id="main" data-testid="page-admin">
      <div className="card standalone-card">
        {!viewer.isAdmin && (
          <Link to="/" className="back-link">
            <ArrowLeft size={16} aria-hidden="true" /> Back to Chat
          </Link>
        )}
        <div className="standalone-brand">
          <LogoMark size={44} />
          <h1 className="page-title">Administration</h1>
        </div>
        <p className="notice" role="note">
          <ShieldCheck size={16} aria-hidden="true" />
          <span>
            {viewer.isAdmin
              ? 'The administrator portal is not part of this build yet.'
              : 'This area is for Stellara administrators. Sign in with an administrator account to open it.'}
          </span>
        </p>
      </div>
    </main>
  );
}
