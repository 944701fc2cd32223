// Scaffolding: replaced by the tab's owner.
export default function TestStellara() {
  return <section className="card" />;
}
