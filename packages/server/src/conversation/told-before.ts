// The person's memory for one reply: what they told in this chat and, for a member, in their other recent chats,
// read into the phrases person-memory.ts keeps. A failure here only loses the recall line, never the reply.
import type { PersonalityId } from '@stellara/contract';
import { type PersonMemory, recalledIn, rememberFrom } from './person-memory.ts';
import type { ReplyDeps } from './reply-stream.ts';
import type { ConversationViewer, LoadedConversation, MessageRow } from './store.ts';
import { understandingReader } from './understanding/reader.ts';

/**
 * What the person told before this message, for one line that refers back to it: this chat's earlier messages and,
 * for a member, their other recent chats (never another person's, never a visitor's other session). Derived on the
 * fly from what they wrote, so deleting a chat deletes it; a failure here only loses the line, never the reply.
 */
export async function toldBefore(
  deps: Pick<ReplyDeps, 'store' | 'logger'>,
  viewer: ConversationViewer,
  loaded: LoadedConversation,
  before: readonly MessageRow[],
  user: MessageRow,
  voice: PersonalityId,
): Promise<PersonMemory | undefined> {
  const { row } = loaded;
  try {
    const here = before
      .filter((m) => m.sender === 'user')
      .map((m) => ({ content: m.content, at: m.createdAt.toISOString(), conversationId: row.id }));
    const member = row.userId !== null && row.userId === viewer.userId ? row.userId : null;
    const elsewhere = member ? await deps.store.memberToldElsewhere(member, row.id) : [];
    if (!here.length && !elsewhere.length) return undefined;
    const reader = understandingReader();
    const read = (text: string) => reader.understand(text, { sent: user.createdAt });
    const remembered = rememberFrom([...here, ...elsewhere], read);
    if (!remembered.length) return undefined;
    const lastReply = [...before].reverse().find((m) => m.sender !== 'user');
    return {
      remembered,
      voice,
      // One step per exchange, so the recall's shape alternates through a chat.
      seed: here.length,
      recalled: lastReply ? recalledIn(lastReply.content, remembered) : [],
      earlier: before.filter((m) => m.sender !== 'user').map((m) => m.content),
      before: user.createdAt.toISOString(),
    };
  } catch (error) {
    deps.logger.warn({ err: error, conversationId: row.id }, 'reading what the person told before failed');
    return undefined;
  }
}
