import type { ReactNode } from 'react';

export function PageHeader({ title, lead, icon }: { title: string; lead?: ReactNode; icon?: ReactNode }) {
  return (
    <header className="page-header">
      {icon && <span className="page-icon">{icon}</span>}
      <div>
        <h1 className="page-title">{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
      </div>
    </header>
  );
}
