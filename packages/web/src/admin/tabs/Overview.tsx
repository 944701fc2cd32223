import { type DashboardMetrics, dashboardMetricsSchema } from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminApi } from '../api.ts';
import './Overview.css';

const number = new Intl.NumberFormat('en');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const counted = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/** A metric the server could not read: shown as unavailable, never as a made-up figure. */
function Unavailable() {
  return <span className="overview-unavailable">Unavailable</span>;
}

function Tile({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="card admin-tile" data-testid={`overview-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <span className="admin-tile-label">{label}</span>
      <span className="admin-tile-value">{value}</span>
      {detail ? <span className="small muted">{detail}</span> : null}
    </div>
  );
}

function BarList({
  title,
  items,
  empty,
}: {
  title: string;
  items: { label: string; count: number; percentage: number }[] | null;
  empty: string;
}) {
  const id = `overview-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="card overview-bars" aria-labelledby={id}>
      <h2 id={id} className="overview-heading">
        {title}
      </h2>
      {items === null ? (
        <p className="muted">
          <Unavailable /> (the data could not be read)
        </p>
      ) : items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="overview-bar-list">
          {items.map((item) => (
            <li key={item.label} className="overview-bar-item">
              <div className="overview-bar-text">
                <span>{item.label}</span>
                <span className="muted">
                  {number.format(item.count)} · {item.percentage}%
                </span>
              </div>
              <div className="overview-bar-track" aria-hidden="true">
                <div className="overview-bar-fill" style={{ width: `${item.percentage}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ratingText(rating: DashboardMetrics['rating']) {
  if (!rating) return { value: <Unavailable />, detail: undefined };
  if (rating.average === null) return { value: '–', detail: 'No ratings yet' };
  return {
    value: `${Math.round(rating.average * 100)}%`,
    detail: `thumbs up · ${number.format(rating.up)} up, ${number.format(rating.down)} down`,
  };
}

/** The astrological dashboard's Overview: real counts from the database and the knowledge graph. */
export default function Overview() {
  const metrics = useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => adminApi.get('/overview', dashboardMetricsSchema, signal),
  });
  const m = metrics.data;
  const rating = ratingText(m?.rating ?? null);
  return (
    <div className="overview">
      <div className="overview-top">
        <h2 className="overview-title">Overview</h2>
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => void metrics.refetch()}
          disabled={metrics.isFetching}
        >
          <RefreshCw size={16} aria-hidden="true" /> Refresh
        </button>
      </div>
      {metrics.isPending ? (
        <p role="status">Loading metrics...</p>
      ) : metrics.isError ? (
        <p className="notice" role="alert">
          Failed to load dashboard metrics: {metrics.error.message}
        </p>
      ) : m ? (
        <>
          <div className="admin-grid">
            <Tile
              label="Active Users"
              value={m.userCounts ? number.format(m.userCounts.total) : <Unavailable />}
              detail={
                m.userCounts
                  ? `${counted(m.userCounts.members, 'member', 'members')}, ${counted(m.userCounts.visitors, 'visitor', 'visitors')}; administrators not counted`
                  : undefined
              }
            />
            <Tile
              label="Conversations"
              value={m.featureUsage ? number.format(m.featureUsage.conversations) : <Unavailable />}
              detail={
                m.featureUsage
                  ? `chats with a question in them · ${counted(m.featureUsage.chatMessages, 'message', 'messages')} asked`
                  : undefined
              }
            />
            <Tile label="Avg Rating" value={rating.value} detail={rating.detail} />
            <Tile
              label="Knowledge Nodes"
              value={m.knowledgeNodes === null ? <Unavailable /> : compact.format(m.knowledgeNodes)}
              detail={m.knowledgeNodes === null ? undefined : `${number.format(m.knowledgeNodes)} nodes in the graph`}
            />
          </div>
          <div className="admin-grid" data-testid="feature-usage">
            <Tile
              label="Charts Created"
              value={m.featureUsage ? number.format(m.featureUsage.chartsCreated) : <Unavailable />}
              detail={m.featureUsage ? 'birth charts members stored' : undefined}
            />
            <Tile
              label="Folders Created"
              value={m.featureUsage ? number.format(m.featureUsage.foldersCreated) : <Unavailable />}
              detail={m.featureUsage ? 'chat folders members made' : undefined}
            />
            <Tile
              label="Compatibility Readings"
              value={m.featureUsage ? number.format(m.featureUsage.compatibilityReadings) : <Unavailable />}
              detail={m.featureUsage ? 'readings members created' : undefined}
            />
          </div>
          <div className="overview-lists">
            <BarList
              title="Popular Topics"
              empty="No chats yet."
              items={
                m.popularTopics?.map((t) => ({ label: t.topic, count: t.count, percentage: t.percentage })) ?? null
              }
            />
            <BarList
              title="Personality Preferences"
              empty="No chat messages yet."
              items={
                m.personalityUsage?.map((p) => ({ label: p.name, count: p.count, percentage: p.percentage })) ?? null
              }
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
