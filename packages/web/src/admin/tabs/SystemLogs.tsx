// Scaffolding: replaced by the tab's owner.
export default function SystemLogs() {
  return <section className="card" />;
}
