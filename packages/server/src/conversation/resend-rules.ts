// What a resend or a retry of a message may do, decided from the conversation's messages before the reply stream
// opens (so a 409 is a real HTTP answer): what to answer again, what to replay, and when a claim is stale.
import { errorCodes } from '@stellara/contract';
import { HttpError } from '../http/errors.ts';
import type { LoadedConversation, MessageRow } from './store.ts';

/**
 * What a retry answers again: the last user message, and what followed it (a failed or cut reply, replaced). A 409
 * when there is nothing to retry. Pure, so the route checks it before the reply stream opens.
 */
export function retryTarget(messages: readonly MessageRow[]): { lastUser: MessageRow; after: MessageRow[] } {
  const lastUser = [...messages].reverse().find((m) => m.sender === 'user');
  if (!lastUser) throw new HttpError(409, errorCodes.conflict, 'There is no message to answer again.');
  const after = messages.filter((m) => m.seq > lastUser.seq);
  if (after.some((m) => m.status === 'complete')) {
    throw new HttpError(409, errorCodes.conflict, 'The last message already has a complete reply.');
  }
  return { lastUser, after };
}

/** A second request for a message whose reply is being written (a resend, a retry): 409, never a second reply. */
export const REPLY_IN_PROGRESS = 'This message is already being answered. Its reply will appear in the conversation.';

/** A resend of a message the conversation has moved past (a later message was sent since). */
export const RESEND_TOO_LATE = 'This message was answered before; send it again as a new message.';

/**
 * The claim on a reply is renewed every third of this while the reply is written: a claim this old was left by an
 * instance that stopped mid-reply (killed, or its machine lost), and a resend or retry may take it over.
 */
export const REPLY_CLAIM_STALE_MS = 30_000;

/**
 * What a resend (a client id already stored) gets, from the conversation's messages: the complete reply again, or
 * the failed ones to replace by a new answer; a 409 when later messages followed. Pure.
 */
export function resendOutcome(
  messages: readonly MessageRow[],
  user: MessageRow,
): { kind: 'replay'; reply: MessageRow } | { kind: 'answer-again'; replaced: MessageRow[] } {
  const after = messages.filter((m) => m.seq > user.seq);
  const nextUser = after.findIndex((m) => m.sender === 'user');
  const replies = nextUser === -1 ? after : after.slice(0, nextUser);
  const complete = replies.find((m) => m.status === 'complete');
  if (complete) return { kind: 'replay', reply: complete };
  if (nextUser !== -1) throw new HttpError(409, errorCodes.conflict, RESEND_TOO_LATE);
  return { kind: 'answer-again', replaced: replies };
}

/**
 * A send decided before the reply stream opens, so its 409 is a real HTTP answer: a new message (stored, with this
 * request's claim on its reply), a resend answered again (claim taken over after a failed reply), or a resend whose
 * complete reply is sent again without asking the model.
 */
export type PreparedSend =
  | { kind: 'answer'; user: MessageRow; claim: string; loaded: LoadedConversation; isNew: boolean }
  | { kind: 'replay'; user: MessageRow; reply: MessageRow; loaded: LoadedConversation }
  /** The day's question allowance is used up: the question is not stored, the stream says when it renews. */
  | { kind: 'limited'; text: string };

/** A retry decided before the stream opens: the claimed user message and the conversation without its failed reply. */
export interface PreparedRetry {
  loaded: LoadedConversation;
  lastUser: MessageRow;
  claim: string;
}
