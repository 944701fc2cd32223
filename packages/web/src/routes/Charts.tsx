import { billingMessages, birthDataOf, type StoredBirthChart } from '@stellara/contract';
import { DEFAULT_CAST_FRAME, frameText, polarFallbackText } from '@stellara/contract/chart-frame';
import { extraChartPriceUsdPerMonth, planInfo } from '@stellara/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Info, Orbit, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  chartKeys,
  createChart,
  deleteChart,
  markMainChart,
  startExtraChartCheckout,
  updateChart,
  useCharts,
  useChartWheel,
} from '../api/charts.ts';
import { ApiRequestError } from '../api/client.ts';
import { useBilling } from '../api/members.ts';
import { BirthFormModal } from '../components/BirthFormModal.tsx';
import { ConfirmActions } from '../components/ConfirmActions.tsx';
import { AddChartTile, ChartCard, SampleChartCard } from '../components/charts/ChartCards.tsx';
import { chartCountLabel, chartTitle, ownerOf, scrollBehavior } from '../components/charts/format.ts';
import { MemberFeaturePage, SamplesHeading } from '../components/charts/MemberFeaturePage.tsx';
import { Modal } from '../components/charts/Modal.tsx';
import { PlacementsTable } from '../components/charts/PlacementsTable.tsx';
import { sampleCharts } from '../components/charts/samples.ts';
import { useWheelTheme, Wheel } from '../components/charts/Wheel.tsx';
import { pointLabel } from '../state/profile-sections.ts';

const pitch = `Keep your own chart and the charts of the people in your life. Your own chart never counts: Plus holds ${planInfo.plus.chartsIncluded} more and Pro ${planInfo.pro.chartsIncluded} more; extra charts cost $${extraChartPriceUsdPerMonth}/month each.`;

export default function ChartsPage() {
  return (
    <MemberFeaturePage
      route="/charts"
      icon={<Orbit size={24} aria-hidden="true" />}
      lead="The charts of the people in your life, each one calculated by Stellara's engine."
      pitch={pitch}
      samples={<SampleCharts />}
      wide
    >
      <ChartsManager />
    </MemberFeaturePage>
  );
}

function SampleCharts() {
  return (
    <section className="samples" aria-label="Sample charts">
      <SamplesHeading title="Sample charts" note="Examples of what this page holds: 2 sample charts." />
      <ul className="chart-grid">
        {sampleCharts.map((chart) => (
          <li key={chart.name}>
            <SampleChartCard chart={chart} plan="Plus" />
          </li>
        ))}
        <li>
          <AddChartTile to="/upgrade" note="Upgrade to Plus to store your own charts" />
        </li>
      </ul>
    </section>
  );
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; chart: StoredBirthChart }
  | { kind: 'delete'; chart: StoredBirthChart }
  | { kind: 'buy' }
  | null;

function ChartsManager() {
  const list = useCharts(true);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: chartKeys.list, exact: true });
    // Transits and readings follow the charts (main chart, deleted charts).
    void queryClient.invalidateQueries({ queryKey: ['transits'] });
    void queryClient.invalidateQueries({ queryKey: chartKeys.readings });
  };

  if (list.isPending) return <div className="card page-loading" aria-busy="true" />;
  if (list.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Info size={16} aria-hidden="true" />
        <span>Your charts could not be loaded. {list.error.message}</span>
      </p>
    );
  }
  // The member's own (main) chart never counts: `limit` and `used` are the charts of other people.
  const { ownChart, limit, used, extraCharts } = list.data;
  // The main chart first, then newest first (the server's order).
  const charts = [...list.data.charts].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const full = ownChart && used >= limit;
  const more = `${limit} more chart${limit === 1 ? '' : 's'}`;
  const viewed = charts.find((c) => c.id === viewing) ?? null;

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      await refresh();
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : 'That did not work. Please try again.');
    }
  };

  return (
    <>
      <section className="card member-toolbar" aria-label="Chart allowance">
        <div className="usage">
          <span className="usage-label">
            <strong data-testid="chart-count">{chartCountLabel(ownChart, used, limit)}</strong>
            <span className="usage-note muted small" data-testid="chart-allowance">
              The chart marked Main is yours and never counts. Your plan holds {more} of other people
              {extraCharts > 0 ? ` (including ${extraCharts} extra)` : ''}.
            </span>
          </span>
          <span className="usage-meter" aria-hidden="true">
            <span data-used={ownChart} data-own="true" />
            {Array.from({ length: Math.max(limit, used) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots of a meter
              <span key={i} data-used={i < used} />
            ))}
          </span>
        </div>
        <div className="button-row">
          {full ? (
            <button type="button" className="button button-ghost" onClick={() => setDialog({ kind: 'buy' })}>
              <CreditCard size={16} aria-hidden="true" /> Add an extra chart
            </button>
          ) : (
            <button type="button" className="button button-primary" onClick={() => setDialog({ kind: 'add' })}>
              <Plus size={16} aria-hidden="true" /> Add Chart
            </button>
          )}
        </div>
      </section>

      {problem && (
        <p className="notice notice-error" role="alert">
          <Info size={16} aria-hidden="true" />
          <span>{problem}</span>
        </p>
      )}

      <ul className="chart-grid" aria-label="Your charts">
        {charts.map((chart) => (
          <li key={chart.id}>
            <ChartCard
              chart={chart}
              selected={viewing === chart.id}
              onView={() => setViewing(viewing === chart.id ? null : chart.id)}
              onEdit={() => setDialog({ kind: 'edit', chart })}
              onDelete={() => setDialog({ kind: 'delete', chart })}
              onMakeMain={() => void run(() => markMainChart(chart.id))}
            />
          </li>
        ))}
        <li>
          {full ? (
            <AddChartTile
              onClick={() => setDialog({ kind: 'buy' })}
              note={`Your chart + ${more}: all in use · add one for $${extraChartPriceUsdPerMonth}/month`}
            />
          ) : (
            <AddChartTile
              onClick={() => setDialog({ kind: 'add' })}
              note={
                ownChart
                  ? `${limit - used} of ${limit} more left on your plan`
                  : 'Start with your own chart: it never counts'
              }
            />
          )}
        </li>
      </ul>

      {viewed && <ChartDetail chart={viewed} onClose={() => setViewing(null)} />}

      {dialog?.kind === 'add' && (
        <BirthFormModal
          title={ownChart ? 'Add a Birth Chart' : 'Add your own chart'}
          subject={ownChart ? 'other' : 'self'}
          lead={
            ownChart
              ? "Someone's birth details: Stellara calculates their chart and keeps it with your account."
              : 'Your own birth details: this becomes your main chart, and it never counts toward your plan.'
          }
          onClose={() => setDialog(null)}
          submit={async (data) => {
            const created = await createChart({ ...data });
            setDialog(null);
            await refresh();
            setViewing(created.id);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <BirthFormModal
          title={`Edit ${dialog.chart.name}`}
          subject={dialog.chart.isMain ? 'self' : 'other'}
          lead="Changing the birth details recalculates the chart."
          initial={birthDataOf(dialog.chart)}
          onClose={() => setDialog(null)}
          submit={async (data) => {
            await updateChart(dialog.chart.id, data);
            setDialog(null);
            // New birth details, new wheel.
            void queryClient.invalidateQueries({ queryKey: ['charts', dialog.chart.id] });
            await refresh();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDelete
          chart={dialog.chart}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await deleteChart(dialog.chart.id);
            if (viewing === dialog.chart.id) setViewing(null);
            setDialog(null);
            // Its wheel is gone with it: never fetched again.
            queryClient.removeQueries({ queryKey: ['charts', dialog.chart.id] });
            await refresh();
          }}
        />
      )}
      {dialog?.kind === 'buy' && <BuyExtraChart limit={limit} onClose={() => setDialog(null)} />}
    </>
  );
}

function ChartDetail({ chart, onClose }: { chart: StoredBirthChart; onClose(): void }) {
  const theme = useWheelTheme();
  const wheel = useChartWheel(chart.id, theme);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, []);
  const planets = chart.chart?.natal_planets ?? [];
  // Cast in the member's house system and zodiac (Settings); Porphyry near the poles, said on the caption.
  const cast = chart.chart?.frame ?? DEFAULT_CAST_FRAME;
  const fallback = polarFallbackText(cast, chart.birthTimeUnknown);
  return (
    <section className="card chart-detail" aria-labelledby="chart-detail-title" data-testid="chart-detail">
      <div className="chart-detail-head">
        <div>
          <h2 id="chart-detail-title" ref={heading} tabIndex={-1}>
            {chartTitle(chart.name)}
          </h2>
          <p className="muted small">
            {chart.birthPlace} · {chart.latitude.toFixed(4)}°, {chart.longitude.toFixed(4)}° · {chart.timezone}
          </p>
        </div>
        <button type="button" className="button button-ghost button-small" onClick={onClose}>
          <X size={16} aria-hidden="true" /> Close chart
        </button>
      </div>
      <Wheel
        query={wheel}
        caption={`${ownerOf(chart.name)} natal wheel (${frameText(cast, chart.birthTimeUnknown)}).${fallback ? ` ${fallback}` : ''}`}
        testId="chart-wheel"
      />
      <PlacementsTable
        placements={planets.map((p) => ({ ...p, label: p.name === 'Ascendant' ? 'Rising' : pointLabel(p.name) }))}
        className="placements"
        testId="placements"
        caption={{ text: 'Key placements' }}
      />
    </section>
  );
}

function ConfirmDelete({
  chart,
  onClose,
  onConfirm,
}: {
  chart: StoredBirthChart;
  onClose(): void;
  onConfirm(): Promise<void>;
}) {
  return (
    <Modal title={`Delete ${chart.name}?`} onClose={onClose} size="narrow" testId="confirm-delete">
      <p>
        {chart.name}'s chart and any compatibility readings made with it will be deleted. This cannot be undone.
        {chart.isMain ? ' Your newest other chart becomes the main one.' : ''}
      </p>
      <ConfirmActions
        onCancel={onClose}
        confirmLabel="Delete chart"
        busyLabel="Deleting..."
        confirmClassName="button button-danger"
        failureText="The chart could not be deleted. Please try again."
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

function BuyExtraChart({ limit, onClose }: { limit: number; onClose(): void }) {
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Without a payment provider (production without one) no checkout can start: say so up front.
  const paymentsOff = useBilling(true).data?.provider === 'none';
  return (
    <Modal
      title="Add an extra chart"
      lead={`Your chart and the ${limit} more your plan holds are all in use.`}
      onClose={onClose}
      size="narrow"
      testId="buy-charts"
    >
      <p>
        Each extra chart is ${extraChartPriceUsdPerMonth}/month on top of your plan. You can also delete a chart to make
        room.
      </p>
      <div className="field-inline">
        <label htmlFor="extra-count">Extra charts</label>
        <select id="extra-count" value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n} · ${n * extraChartPriceUsdPerMonth}/month
            </option>
          ))}
        </select>
      </div>
      {paymentsOff && (
        <p className="notice" role="status" data-testid="payments-not-configured">
          <Info size={16} aria-hidden="true" />
          <span>{billingMessages.notConfigured}</span>
        </p>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          <Info size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={onClose}>
          Cancel
        </button>
        <button
          hidden={paymentsOff}
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              const { url } = await startExtraChartCheckout(count);
              window.location.assign(url);
            } catch (e) {
              setError(e instanceof ApiRequestError ? e.message : 'The checkout could not start. Please try again.');
              setBusy(false);
            }
          }}
        >
          <CreditCard size={16} aria-hidden="true" /> {busy ? 'Opening checkout...' : 'Continue to checkout'}
        </button>
      </div>
    </Modal>
  );
}
