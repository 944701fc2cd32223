// Scaffolding: replaced by the tab's owner.
export default function DocumentUpload() {
  return <section className="card" />;
}
