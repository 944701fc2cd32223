import { adminDashboardOf, TECHNICAL_ADMIN_ROLE } from '@stellara/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface AdminTab {
  /** The tab's address: /admin/<id>. */
  id: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

const SystemHealth = lazy(() => import('./tabs/SystemHealth.tsx'));
const LlmConfig = lazy(() => import('./tabs/LlmConfig.tsx'));
const AstrologyApis = lazy(() => import('./tabs/AstrologyApis.tsx'));
const GraphMonitor = lazy(() => import('./tabs/GraphMonitor.tsx'));
const DatabaseCleanup = lazy(() => import('./tabs/DatabaseCleanup.tsx'));
const SystemLogs = lazy(() => import('./tabs/SystemLogs.tsx'));
const Overview = lazy(() => import('./tabs/Overview.tsx'));
const TestStellara = lazy(() => import('./tabs/TestStellara.tsx'));
const PersonalityControl = lazy(() => import('./tabs/PersonalityControl.tsx'));
const DocumentUpload = lazy(() => import('./tabs/DocumentUpload.tsx'));

/**
 * The graph tab's name says what it monitors whichever adapter runs (the embedded graph or Neo4j: the tab's heading
 * names which); the spec's "Neo4j Monitor" read wrong while the embedded graph was in use.
 */
export const GRAPH_TAB_LABEL = 'Knowledge Graph';

/** The technical dashboard (role technical_admin), tabs in the spec's order. */
export const technicalTabs: AdminTab[] = [
  { id: 'system-health', label: 'System Health', Component: SystemHealth },
  { id: 'llm-config', label: 'LLM Config', Component: LlmConfig },
  { id: 'astrology-apis', label: 'Astrology APIs', Component: AstrologyApis },
  { id: 'graph-monitor', label: GRAPH_TAB_LABEL, Component: GraphMonitor },
  { id: 'database-cleanup', label: 'Database Cleanup', Component: DatabaseCleanup },
  { id: 'system-logs', label: 'System Logs', Component: SystemLogs },
];

/** The astrological dashboard (every other admin role). */
export const astrologicalTabs: AdminTab[] = [
  { id: 'overview', label: 'Overview', Component: Overview },
  { id: 'test-stellara', label: 'Test Stellara', Component: TestStellara },
  { id: 'personality-control', label: 'Personality Control', Component: PersonalityControl },
  { id: 'document-upload', label: 'Document Upload', Component: DocumentUpload },
  { id: 'graph-monitor', label: GRAPH_TAB_LABEL, Component: GraphMonitor },
];

export const TECHNICAL_ROLE = TECHNICAL_ADMIN_ROLE;

/** The role's dashboard; the server refuses the other dashboard's areas to this role (same rule, from the contract). */
export function dashboardFor(role: string) {
  return adminDashboardOf(role) === 'technical'
    ? { label: 'Technical Administrator', tabs: technicalTabs }
    : { label: 'Astrological Administrator', tabs: astrologicalTabs };
}
