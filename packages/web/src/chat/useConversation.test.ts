import { errorCodes, FIRST_CHART_MESSAGE } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../api/client.ts';
import { automaticFirstMessage, needsRetry, OUTER_FAILURE_TEXT, streamFailure } from './useConversation.ts';

describe('the first message the chat sends by itself', () => {
  test('after a hook, nothing: the person answers the hook', () => {
    expect(automaticFirstMessage({ pending: null, created: true, openedKind: 'hook' })).toBeNull();
  });

  test('after a welcome (no hook for this chart), the spec first chart message', () => {
    expect(automaticFirstMessage({ pending: null, created: true, openedKind: 'welcome' })).toBe(FIRST_CHART_MESSAGE);
  });

  test('a message the person asked for (the message URL parameter) is sent after a hook or a welcome', () => {
    for (const openedKind of ['hook', 'welcome', null] as const) {
      expect(automaticFirstMessage({ pending: 'What does my Moon say?', created: true, openedKind })).toBe(
        'What does my Moon say?',
      );
    }
  });

  test('a resumed chat, or an opening that failed, gets no automatic message', () => {
    expect(automaticFirstMessage({ pending: null, created: false, openedKind: 'welcome' })).toBeNull();
    expect(automaticFirstMessage({ pending: null, created: true, openedKind: null })).toBeNull();
  });
});

describe('needsRetry', () => {
  const message = (sender: 'user' | 'Stellara', status: 'complete' | 'incomplete' | 'error' = 'complete') => ({
    id: crypto.randomUUID(),
    content: 'x',
    sender,
    personality: 'guide' as const,
    technicalLevel: 'basic' as const,
    timestamp: new Date().toISOString(),
    status,
    kind: 'message' as const,
    placements: [],
  });

  test('a hook waiting for its answer needs no retry; a question without a reply does', () => {
    expect(needsRetry([{ ...message('Stellara'), kind: 'hook' }])).toBe(false);
    expect(needsRetry([{ ...message('Stellara'), kind: 'hook' }, message('user')])).toBe(true);
    expect(needsRetry([message('user'), message('Stellara', 'incomplete')])).toBe(true);
  });
});

describe('a streamed action that could not start', () => {
  test('a 409 (nothing to retry) shows the server message, offers no retry and reads the conversation again', () => {
    const conflict = new ApiRequestError('The last message already has a complete reply.', 409, errorCodes.conflict);
    expect(streamFailure(conflict)).toEqual({
      text: 'The last message already has a complete reply.',
      retryable: false,
      resync: true,
    });
  });

  test('refused input (400) shows the server message and offers no retry', () => {
    const message =
      'Invalid input. content: contains characters that are not allowed (control characters or broken Unicode)';
    expect(streamFailure(new ApiRequestError(message, 400, errorCodes.validationFailed))).toEqual({
      text: message,
      retryable: false,
      resync: false,
    });
  });

  test('another 4xx keeps its message; a 5xx or a network failure is the outer failure, offered again', () => {
    expect(streamFailure(new ApiRequestError('Too many requests.', 429, errorCodes.rateLimited))).toEqual({
      text: 'Too many requests.',
      retryable: true,
      resync: false,
    });
    for (const cause of [new ApiRequestError('boom', 500, errorCodes.internal), new TypeError('fetch failed')]) {
      expect(streamFailure(cause)).toEqual({ text: OUTER_FAILURE_TEXT, retryable: true, resync: false });
    }
  });
});
