// Scaffolding: replaced by the tab's owner.
export default function Overview() {
  return <section className="card" />;
}
