// Scaffolding: replaced by the tab's owner.
export default function DatabaseCleanup() {
  return <section className="card" />;
}
