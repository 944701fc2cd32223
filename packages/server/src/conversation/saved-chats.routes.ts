// HTTP for a member's saved chats (Reading History) and folders. Each route states its plan rule from the entitlements table
// (requireFeature) and scopes every query to the member.
import {
  chatFolderSchema,
  type FoldersAnswer,
  folderSchema,
  foldersAnswerSchema,
  type HistoryAnswer,
  historyAnswerSchema,
  moveChatSchema,
  saveChatSchema,
} from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import { memberRefOf } from '../http/guards.ts';
import { behind } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { pathId } from '../http/validate.ts';
import type { SavedChatsService } from './saved-chats.service.ts';

export async function savedChatsRoutes(api: FastifyInstance, opts: { savedChats: SavedChatsService }) {
  const { savedChats } = opts;
  const typed = withInput(api);

  // Saved chats and reading history (free and above).
  const chats = behind('members', 'savedChats');
  api.get(
    '/chats',
    chats('Saved chats', { response: historyAnswerSchema }),
    async (request): Promise<HistoryAnswer> => ({
      chats: await savedChats.listChats((await memberRefOf(request)).id),
    }),
  );
  api.get(
    '/history',
    chats('Reading history (the saved chats)', { response: historyAnswerSchema }),
    async (request): Promise<HistoryAnswer> => ({
      chats: await savedChats.listChats((await memberRefOf(request)).id),
    }),
  );
  api.get('/chats/latest', chats('The latest saved chat'), async (request) => ({
    chat: await savedChats.latestChat((await memberRefOf(request)).id),
  }));
  api.get('/chats/:id', chats('One saved chat'), async (request) =>
    savedChats.getChat((await memberRefOf(request)).id, pathId(request)),
  );
  typed.post(
    '/chats',
    chats('Save a chat', { body: saveChatSchema, status: 201 }),
    async ({ body: input }, request, reply) => {
      reply.status(201);
      return savedChats.createChat(await memberRefOf(request), input);
    },
  );
  typed.put('/chats/:id', chats('Update a saved chat', { body: saveChatSchema }), async ({ body: input }, request) => {
    return savedChats.updateChat(await memberRefOf(request), pathId(request), input);
  });
  api.delete('/chats/:id', chats('Delete a saved chat', { answer: 'empty' }), async (request, reply) => {
    await savedChats.deleteChat((await memberRefOf(request)).id, pathId(request));
    return reply.status(204).send();
  });

  // Folders (plus and above).
  const folders = behind('members', 'folders');
  api.get(
    '/folders',
    folders('Folders', { response: foldersAnswerSchema }),
    async (request): Promise<FoldersAnswer> => ({
      folders: await savedChats.listFolders((await memberRefOf(request)).id),
    }),
  );
  api.get('/folders/:id', folders('One folder', { response: chatFolderSchema }), async (request) =>
    savedChats.getFolder((await memberRefOf(request)).id, pathId(request)),
  );
  const folderChats = folders('The chats in a folder', { response: historyAnswerSchema });
  api.get('/folders/:id/chats', folderChats, async (request): Promise<HistoryAnswer> => {
    const me = await memberRefOf(request);
    await savedChats.getFolder(me.id, pathId(request));
    return { chats: await savedChats.listChats(me.id, pathId(request)) };
  });
  typed.post(
    '/folders',
    folders('Create a folder', { body: folderSchema, response: chatFolderSchema, status: 201 }),
    async ({ body }, request, reply) => {
      const { name } = body;
      reply.status(201);
      return savedChats.createFolder(await memberRefOf(request), name);
    },
  );
  typed.patch(
    '/folders/:id',
    folders('Rename a folder', { body: folderSchema, response: chatFolderSchema }),
    async ({ body }, request) => {
      const { name } = body;
      return savedChats.renameFolder((await memberRefOf(request)).id, pathId(request), name);
    },
  );
  api.delete('/folders/:id', folders('Delete a folder', { answer: 'empty' }), async (request, reply) => {
    await savedChats.deleteFolder((await memberRefOf(request)).id, pathId(request));
    return reply.status(204).send();
  });
  /** Moves a chat into a folder, or out of any (folderId null). */
  const moveChat = folders('Move a chat into a folder (folderId null: out of any)', {
    body: moveChatSchema,
    answer: 'empty',
  });
  typed.put('/chats/:id/folder', moveChat, async ({ body }, request, reply) => {
    const { folderId } = body;
    await savedChats.moveChat(await memberRefOf(request), pathId(request), folderId);
    return reply.status(204).send();
  });
}
