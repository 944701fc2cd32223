// Scaffolding: replaced by the tab's owner.
export default function AstrologyApis() {
  return <section className="card" />;
}
