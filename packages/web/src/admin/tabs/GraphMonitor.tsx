// Scaffolding: replaced by the tab's owner.
export default function GraphMonitor() {
  return <section className="card" />;
}
