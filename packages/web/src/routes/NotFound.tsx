import { Link } from 'react-router';

export default function NotFound() {
  return (
    <div className="page" data-testid="page-not-found">
      <section className="card empty">
        <h1 className="page-title">Not in the stars</h1>
        <p>There is no page at this address.</p>
        <Link to="/" className="button button-primary">
          Back to Chat
        </Link>
      </section>
    </div>
  );
}
