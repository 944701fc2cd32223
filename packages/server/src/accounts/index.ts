// The accounts capability's door: the one file other capabilities import from it. The assembled Accounts and the
// viewer, the cookie and CSRF helpers routes above it share, the mailer port, and the ports through which capabilities
// above it take part in an account's export, deletion and the visitor sweep (account-data.port.ts).
export type { AccountDataParticipant, AccountDeletion, VisitorDataParticipant } from './account-data.port.ts';
export type { Accounts } from './accounts.ts';
export { authBaseUrl } from './auth.ts';
export { readCookie } from './cookies.ts';
export { checkCsrf } from './csrf.ts';
export type { Mailer } from './mailer.ts';
export type { MembersService } from './members.service.ts';
export { accountViewer } from './viewer.ts';
export { VISITOR_COOKIE } from './visitor.service.ts';
