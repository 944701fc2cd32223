import { ArrowLeft, Info } from 'lucide-react';
import { Link } from 'react-router';
import { useCapabilities } from '../api/capabilities.ts';
import { LogoMark } from '../components/Logo.tsx';

/** /login: sign in or sign up, without the sidebar (spec section 2). */
export default function Login() {
  const { accounts } = useCapabilities();
  return (
    <main className="standalone" id="main" data-testid="page-login">
      <div className="card standalone-card">
        <Link to="/" className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> Back to Chat
        </Link>
        <div className="standalone-brand">
          <LogoMark size={44} />
          <h1 className="page-title">Welcome to Stellara</h1>
        </div>
        {accounts.available ? null : (
          <p className="notice" role="note">
            <Info size={16} aria-hidden="true" />
            <span>
              {accounts.message} Until then you can use Stellara as a guest: your birth data stays in this browser tab
              for the session.
            </span>
          </p>
        )}
        <Link to="/" className="button button-primary button-block">
          Continue as a guest
        </Link>
      </div>
    </main>
  );
}
