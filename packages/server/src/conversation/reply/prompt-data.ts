// What every part of the model's prompt shares: the fence around text a person typed (so the model reads it as
// data, never as instructions), the modes that answer with a short decline, and the third-person rewrite of a topic.
import type { ReplyMode } from './plan-types.ts';

export const API_VALIDATION_FAILED = 'API_VALIDATION_FAILED';

/** The modes a reply declines in: a sentence or two, no reading. */
export const DECLINE_MODES: readonly ReplyMode[] = ['off-topic', 'injection', 'validation-failed'];

// ---------------------------------------------------------------------------------------------
// Knowledge for the chart's own placements

export const OPEN = '<<<USER_DATA';

export const CLOSE = 'USER_DATA>>>';

/** User text without anything that could open or close the data block. */
export function userText(text: string): string {
  return text
    .replace(/<{3,}|>{3,}/g, '')
    .replace(/USER_DATA/gi, '')
    .trim();
}

/** A one-line user field (name, place): no line breaks, bounded. */
export const userField = (text: string, max = 120) => userText(text).replace(/\s+/g, ' ').slice(0, max);

export const dataBlock = (lines: string[]) => [OPEN, ...lines, CLOSE].join('\n');

// ---------------------------------------------------------------------------------------------
// Instructions

/** The planner's topic ("your Moon") as the instructions speak of it ("their Moon"). */
export const their = (topic: string) => topic.replace(/\byour\b/g, 'their').replace(/^you$/, 'them');
