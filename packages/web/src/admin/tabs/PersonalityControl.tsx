// Scaffolding: replaced by the tab's owner.
export default function PersonalityControl() {
  return <section className="card" />;
}
