// HTTP for the member's things. Each route states its plan rule from the entitlements table
// (requireFeature) and scopes every query to the member.
import {
  birthChartSchema,
  birthChartUpdateSchema,
  chartsListSchema,
  chatFolderSchema,
  compatibilityReadingSchema,
  compatibilityRequestSchema,
  type FoldersAnswer,
  folderSchema,
  foldersAnswerSchema,
  type HistoryAnswer,
  historyAnswerSchema,
  moveChatSchema,
  type ReadingsAnswer,
  readingsAnswerSchema,
  saveChatSchema,
  storedBirthChartSchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberRefOf } from '../http/guards.ts';
import { behind } from '../http/route-docs.ts';
import { parseInput } from '../http/validate.ts';
import type { Accounts } from './accounts.ts';

const member = memberRefOf;
const id = (request: FastifyRequest) => (request.params as { id: string }).id;

export async function membersRoutes(api: FastifyInstance, opts: { accounts: Accounts }) {
  const { members } = opts.accounts;

  // Saved chats and reading history (free and above).
  const chats = behind('members', 'savedChats');
  api.get(
    '/chats',
    chats('Saved chats', { response: historyAnswerSchema }),
    async (request): Promise<HistoryAnswer> => ({
      chats: await members.listChats((await member(request)).id),
    }),
  );
  api.get(
    '/history',
    chats('Reading history (the saved chats)', { response: historyAnswerSchema }),
    async (request): Promise<HistoryAnswer> => ({
      chats: await members.listChats((await member(request)).id),
    }),
  );
  api.get('/chats/latest', chats('The latest saved chat'), async (request) => ({
    chat: await members.latestChat((await member(request)).id),
  }));
  api.get('/chats/:id', chats('One saved chat'), async (request) =>
    members.getChat((await member(request)).id, id(request)),
  );
  api.post('/chats', chats('Save a chat', { body: saveChatSchema, status: 201 }), async (request, reply) => {
    const input = parseInput(saveChatSchema, request.body);
    reply.status(201);
    return members.createChat(await member(request), input);
  });
  api.put('/chats/:id', chats('Update a saved chat', { body: saveChatSchema }), async (request) => {
    const input = parseInput(saveChatSchema, request.body);
    return members.updateChat(await member(request), id(request), input);
  });
  api.delete('/chats/:id', chats('Delete a saved chat', { answer: 'empty' }), async (request, reply) => {
    await members.deleteChat((await member(request)).id, id(request));
    return reply.status(204).send();
  });

  // Folders (plus and above).
  const folders = behind('members', 'folders');
  api.get(
    '/folders',
    folders('Folders', { response: foldersAnswerSchema }),
    async (request): Promise<FoldersAnswer> => ({
      folders: await members.listFolders((await member(request)).id),
    }),
  );
  api.get('/folders/:id', folders('One folder', { response: chatFolderSchema }), async (request) =>
    members.getFolder((await member(request)).id, id(request)),
  );
  const folderChats = folders('The chats in a folder', { response: historyAnswerSchema });
  api.get('/folders/:id/chats', folderChats, async (request): Promise<HistoryAnswer> => {
    const me = await member(request);
    await members.getFolder(me.id, id(request));
    return { chats: await members.listChats(me.id, id(request)) };
  });
  api.post(
    '/folders',
    folders('Create a folder', { body: folderSchema, response: chatFolderSchema, status: 201 }),
    async (request, reply) => {
      const { name } = parseInput(folderSchema, request.body);
      reply.status(201);
      return members.createFolder((await member(request)).id, name);
    },
  );
  api.patch(
    '/folders/:id',
    folders('Rename a folder', { body: folderSchema, response: chatFolderSchema }),
    async (request) => {
      const { name } = parseInput(folderSchema, request.body);
      return members.renameFolder((await member(request)).id, id(request), name);
    },
  );
  api.delete('/folders/:id', folders('Delete a folder', { answer: 'empty' }), async (request, reply) => {
    await members.deleteFolder((await member(request)).id, id(request));
    return reply.status(204).send();
  });
  /** Moves a chat into a folder, or out of any (folderId null). */
  const moveChat = folders('Move a chat into a folder (folderId null: out of any)', {
    body: moveChatSchema,
    answer: 'empty',
  });
  api.put('/chats/:id/folder', moveChat, async (request, reply) => {
    const { folderId } = parseInput(moveChatSchema, request.body);
    await members.moveChat(await member(request), id(request), folderId);
    return reply.status(204).send();
  });

  // Birth charts (plus: 1, pro: 6, plus extra charts).
  const charts = behind('members', 'charts');
  api.get('/charts', charts('Stored birth charts', { response: chartsListSchema }), async (request) =>
    members.listCharts(await member(request)),
  );
  api.get('/charts/:id', charts('One birth chart', { response: storedBirthChartSchema }), async (request) =>
    members.getChart((await member(request)).id, id(request)),
  );
  api.post(
    '/charts',
    charts('Add a birth chart', { body: birthChartSchema, response: storedBirthChartSchema, status: 201 }),
    async (request, reply) => {
      const input = parseInput(birthChartSchema, request.body);
      reply.status(201);
      return members.createChart(await member(request), input);
    },
  );
  api.patch(
    '/charts/:id',
    charts('Change a birth chart', { body: birthChartUpdateSchema, response: storedBirthChartSchema }),
    async (request) => {
      const patch = parseInput(birthChartUpdateSchema, request.body);
      return members.updateChart((await member(request)).id, id(request), patch);
    },
  );
  api.post(
    '/charts/:id/main',
    charts('Make it the main chart', { response: storedBirthChartSchema }),
    async (request) => members.markMain((await member(request)).id, id(request)),
  );
  api.delete('/charts/:id', charts('Delete a birth chart', { answer: 'empty' }), async (request, reply) => {
    await members.deleteChart((await member(request)).id, id(request));
    return reply.status(204).send();
  });

  // Compatibility readings (pro).
  const compatibility = behind('members', 'compatibility');
  api.get(
    '/compatibility',
    compatibility('Compatibility readings', { response: readingsAnswerSchema }),
    async (request): Promise<ReadingsAnswer> => ({
      readings: await members.listReadings((await member(request)).id),
    }),
  );
  const reading = compatibility('One compatibility reading', { response: compatibilityReadingSchema });
  api.get('/compatibility/:id', reading, async (request) =>
    members.getReading((await member(request)).id, id(request)),
  );
  const read = compatibility('Read the compatibility of two stored charts', {
    body: compatibilityRequestSchema,
    response: compatibilityReadingSchema,
    status: 201,
  });
  api.post('/compatibility', read, async (request, reply) => {
    const input = parseInput(compatibilityRequestSchema, request.body);
    reply.status(201);
    return members.createReading((await member(request)).id, input.chart1Id, input.chart2Id);
  });
  const deleteReading = compatibility('Delete a compatibility reading', { answer: 'empty' });
  api.delete('/compatibility/:id', deleteReading, async (request, reply) => {
    await members.deleteReading((await member(request)).id, id(request));
    return reply.status(204).send();
  });
}
