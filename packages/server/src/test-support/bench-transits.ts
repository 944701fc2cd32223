// @stellara/server/bench/transits: what bench/transits-route.worker.ts times. That benchmark is bundled and run as a
// process of its own, so this entry holds only what it calls: a bundle that carried more of the server would start
// and weigh differently from the code it measures.
export type { MembersService } from '../accounts/members.service.ts';
export { MemberChartsService } from '../member-charts/member-charts.service.ts';
