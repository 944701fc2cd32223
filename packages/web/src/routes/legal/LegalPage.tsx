import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import './legal.css';

/** The frame the Terms and Privacy pages share: the header, then sections of plain text. */
export function LegalPage(props: {
  testId: string;
  title: string;
  icon: ReactNode;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="page legal-page" data-testid={props.testId}>
      <PageHeader title={props.title} icon={props.icon} lead={props.lead} />
      {props.children}
    </div>
  );
}

/** One titled section; the heading names it for assistive technology. */
export function LegalSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}
