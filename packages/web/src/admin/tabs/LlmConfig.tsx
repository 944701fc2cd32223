// Scaffolding: replaced by the tab's owner.
export default function LlmConfig() {
  return <section className="card" />;
}
