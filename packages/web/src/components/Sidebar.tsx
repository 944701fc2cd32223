import { planInfo, type RoutePath, routeRules } from '@stellara/contract/plans';
import {
  Activity,
  Crown,
  FolderHeart,
  HeartHandshake,
  History,
  LogIn,
  type LucideIcon,
  MessageCircle,
  Orbit,
  Settings,
  SquarePen,
  UserRound,
  X,
} from 'lucide-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { sidebarMarker } from '../routing/gate.ts';
import { useAppState } from '../state/AppState.tsx';
import { useViewer } from '../state/viewer.ts';
import { LogoMark } from './Logo.tsx';
import { PlanBadge, SignInMarker } from './Markers.tsx';

const items: { to: RoutePath; icon: LucideIcon }[] = [
  { to: '/', icon: MessageCircle },
  { to: '/profile', icon: UserRound },
  { to: '/history', icon: History },
  { to: '/folders', icon: FolderHeart },
  { to: '/charts', icon: Orbit },
  { to: '/transits', icon: Activity },
  { to: '/compatibility', icon: HeartHandshake },
  { to: '/upgrade', icon: Crown },
];

interface SidebarProps {
  id: string;
  open: boolean;
  onClose(): void;
  onOpenSettings(): void;
}

export function Sidebar({ id, open, onClose, onOpenSettings }: SidebarProps) {
  const viewer = useViewer();
  const { startNewChat } = useAppState();
  const navigate = useNavigate();
  const onChatAddress = useLocation().pathname.startsWith('/chat/');
  // A member's chats are kept: a new one leaves the current one in Reading History.
  const newChat = () => {
    startNewChat();
    navigate('/');
    onClose();
  };
  return (
    <nav id={id} className="sidebar" data-open={open} aria-label="Main">
      <div className="sidebar-head">
        <NavLink to="/" className="brand" aria-label="Stellara, chat home">
          <LogoMark />
          <span className="brand-name">Stellara</span>
        </NavLink>
        <button type="button" className="icon-button sidebar-close" onClick={onClose} aria-label="Close menu">
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <p className="member-label" data-testid="member-label">
        {planInfo[viewer.plan].memberLabel}
      </p>

      {viewer.signedIn && (
        <button type="button" className="button button-ghost new-chat" onClick={newChat} data-testid="new-chat">
          <SquarePen size={17} aria-hidden="true" />
          New chat
        </button>
      )}

      <ul className="nav-list">
        {items.map(({ to, icon: Icon }) => {
          const marker = sidebarMarker(to, viewer);
          return (
            <li key={to}>
              <NavLink
                to={to}
                end
                // A chat's own address (/chat/:id) is the Chat page too.
                className={({ isActive }) =>
                  isActive || (to === '/' && onChatAddress) ? 'nav-item active' : 'nav-item'
                }
                aria-current={to === '/' && onChatAddress ? 'page' : undefined}
              >
                <Icon size={18} aria-hidden="true" className="nav-icon" />
                <span className="nav-label">{routeRules[to].title}</span>
                <span className="nav-markers">
                  {marker.signIn && <SignInMarker />}
                  {marker.crownPlan && <PlanBadge plan={marker.crownPlan} />}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>

      <div className="sidebar-foot">
        <button type="button" className="nav-item" onClick={onOpenSettings}>
          <Settings size={18} aria-hidden="true" className="nav-icon" />
          <span className="nav-label">Settings</span>
        </button>
        {!viewer.signedIn && (
          <NavLink to="/login" className="nav-item">
            <LogIn size={18} aria-hidden="true" className="nav-icon" />
            <span className="nav-label">Login</span>
          </NavLink>
        )}
        <p className="sidebar-legal">
          <Link to="/terms">Terms</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/privacy">Privacy</Link>
        </p>
      </div>
    </nav>
  );
}
