// Scaffolding: replaced by the tab's owner.
export default function SystemHealth() {
  return <section className="card" />;
}
