// The one honest pointer a reply gives below Plus when personal timing is asked: what Plus adds, and that nothing is
// guessed without it. A leaf module, so any planner or writer can say it without importing the writer.
import { planInfo } from '@stellara/contract';
export const GATE_TIMING = `Personal timing, meaning which of these touch your own chart and when, comes with Stellara+ ($${planInfo.plus.priceUsdPerMonth}/month). I will not guess at it without your transits.`;
