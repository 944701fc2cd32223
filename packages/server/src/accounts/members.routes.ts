// HTTP for the member's things. Each route states its plan rule from the entitlements table
// (requireFeature) and scopes every query to the member.
import {
  birthChartSchema,
  birthChartUpdateSchema,
  compatibilityRequestSchema,
  type FoldersAnswer,
  folderSchema,
  type HistoryAnswer,
  moveChatSchema,
  type ReadingsAnswer,
  saveChatSchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf, requireFeature } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import type { Accounts } from './accounts.ts';
import type { MemberRef } from './members.service.ts';

async function member(request: FastifyRequest): Promise<MemberRef> {
  const viewer = await memberOf(request);
  return { id: viewer.user.id, plan: viewer.plan, extraCharts: viewer.extraCharts };
}
const id = (request: FastifyRequest) => (request.params as { id: string }).id;

export async function membersRoutes(api: FastifyInstance, opts: { accounts: Accounts }) {
  const { members } = opts.accounts;

  // Saved chats and reading history (free and above).
  const chats = { preHandler: requireFeature('savedChats') };
  api.get(
    '/chats',
    chats,
    async (request): Promise<HistoryAnswer> => ({
      chats: await members.listChats((await member(request)).id),
    }),
  );
  api.get(
    '/history',
    chats,
    async (request): Promise<HistoryAnswer> => ({
      chats: await members.listChats((await member(request)).id),
    }),
  );
  api.get('/chats/latest', chats, async (request) => ({ chat: await members.latestChat((await member(request)).id) }));
  api.get('/chats/:id', chats, async (request) => members.getChat((await member(request)).id, id(request)));
  api.post('/chats', chats, async (request, reply) => {
    const input = parseInput(saveChatSchema, request.body);
    reply.status(201);
    return members.createChat(await member(request), input);
  });
  api.put('/chats/:id', chats, async (request) => {
    const input = parseInput(saveChatSchema, request.body);
    return members.updateChat(await member(request), id(request), input);
  });
  api.delete('/chats/:id', chats, async (request, reply) => {
    await members.deleteChat((await member(request)).id, id(request));
    return reply.status(204).send();
  });

  // Folders (plus and above).
  const folders = { preHandler: requireFeature('folders') };
  api.get(
    '/folders',
    folders,
    async (request): Promise<FoldersAnswer> => ({
      folders: await members.listFolders((await member(request)).id),
    }),
  );
  api.get('/folders/:id', folders, async (request) => members.getFolder((await member(request)).id, id(request)));
  api.get('/folders/:id/chats', folders, async (request): Promise<HistoryAnswer> => {
    const me = await member(request);
    await members.getFolder(me.id, id(request));
    return { chats: await members.listChats(me.id, id(request)) };
  });
  api.post('/folders', folders, async (request, reply) => {
    const { name } = parseInput(folderSchema, request.body);
    reply.status(201);
    return members.createFolder((await member(request)).id, name);
  });
  api.patch('/folders/:id', folders, async (request) => {
    const { name } = parseInput(folderSchema, request.body);
    return members.renameFolder((await member(request)).id, id(request), name);
  });
  api.delete('/folders/:id', folders, async (request, reply) => {
    await members.deleteFolder((await member(request)).id, id(request));
    return reply.status(204).send();
  });
  /** Moves a chat into a folder, or out of any (folderId null). */
  api.put('/chats/:id/folder', folders, async (request, reply) => {
    const { folderId } = parseInput(moveChatSchema, request.body);
    await members.moveChat(await member(request), id(request), folderId);
    return reply.status(204).send();
  });

  // Birth charts (plus: 1, pro: 6, plus extra charts).
  const charts = { preHandler: requireFeature('charts') };
  api.get('/charts', charts, async (request) => members.listCharts(await member(request)));
  api.get('/charts/:id', charts, async (request) => members.getChart((await member(request)).id, id(request)));
  api.post('/charts', charts, async (request, reply) => {
    const input = parseInput(birthChartSchema, request.body);
    reply.status(201);
    return members.createChart(await member(request), input);
  });
  api.patch('/charts/:id', charts, async (request) => {
    const patch = parseInput(birthChartUpdateSchema, request.body);
    return members.updateChart((await member(request)).id, id(request), patch);
  });
  api.post('/charts/:id/main', charts, async (request) => members.markMain((await member(request)).id, id(request)));
  api.delete('/charts/:id', charts, async (request, reply) => {
    await members.deleteChart((await member(request)).id, id(request));
    return reply.status(204).send();
  });

  // Compatibility readings (pro).
  const compatibility = { preHandler: requireFeature('compatibility') };
  api.get(
    '/compatibility',
    compatibility,
    async (request): Promise<ReadingsAnswer> => ({
      readings: await members.listReadings((await member(request)).id),
    }),
  );
  api.get('/compatibility/:id', compatibility, async (request) =>
    members.getReading((await member(request)).id, id(request)),
  );
  api.post('/compatibility', compatibility, async (request, reply) => {
    const input = parseInput(compatibilityRequestSchema, request.body);
    reply.status(201);
    return members.createReading((await member(request)).id, input.chart1Id, input.chart2Id);
  });
  api.delete('/compatibility/:id', compatibility, async (request, reply) => {
    await members.deleteReading((await member(request)).id, id(request));
    return reply.status(204).send();
  });
}
