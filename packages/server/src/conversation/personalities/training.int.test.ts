// The astrological dashboard's endpoints on a real server (PGlite and PostgreSQL): Overview metrics from real chats
// and ratings, the trainer chat and teaching (graph writes journalled in knowledge_updates), the prompt editor,
// feedback (built-in and model analysis, apply, reject), the delineation check, and admin-only access.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../server.ts';
import { TestBrowser } from '../../test-support/accounts.ts';
import { describeAdminOnly, type SignedInAdmin, signedInAdmin } from '../../test-support/admin.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../test-support/fake-openai-server.ts';
import { adaBirthData as birthData } from '../../test-support/fixtures.ts';
import { createTestServer } from '../../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from '../conversation.routes.ts';
import { contextFor, natalFromBirthData } from '../session-chart.ts';
import { builtinSections } from './catalogue.ts';
import { FEEDBACK_FALLBACK_TEXT } from './feedback-records.ts';
import { countWords } from './reply-length.ts';
import { TRAINER_SAMPLE_BIRTH } from './trainer-sample.ts';
import { nothingTaughtReply } from './training.service.ts';

/** The sign of a point in the chart the engine casts for this birth. */
const signOf = (birth: typeof birthData, point: string) =>
  contextFor(natalFromBirthData(birth)!, birth.name, birth).planets.find((p) => p.name === point)!.sign;

const ID = '00000000-0000-4000-8000-000000000000';

/** A visitor's chat with one question answered; returns its id, token and the reply's message id. */
async function visitorChat(server: RunningServer, question: string, personality = 'guide') {
  const visitor = new TestBrowser(server.app);
  const created = await visitor.post('/api/conversations', { birthData, personality });
  expect(created.statusCode).toBe(201);
  const { session, token } = created.json();
  const headers = { [CONVERSATION_TOKEN_HEADER]: token as string };
  const sent = await visitor.post(`/api/conversations/${session.id}/messages`, { content: question }, headers);
  expect(sent.body).toContain('event: done');
  const full = (await visitor.get(`/api/conversations/${session.id}`, headers)).json().session;
  const reply = full.messages.filter((m: { sender: string; kind: string }) => m.sender === 'Stellara').at(-1);
  return { visitor, id: session.id as string, headers, replyId: reply.id as string, messages: full.messages };
}

describe('astrological admin endpoints (built-in reader)', () => {
  let server: RunningServer;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    server = await createTestServer();
    admin = await signedInAdmin(server, 'astrological_admin', { name: 'Astrid' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  describe('admin only', () => {
    describeAdminOnly(
      () => server,
      [
        'GET /api/admin/overview',
        'GET /api/admin/training/greeting?personality=coach',
        { method: 'POST', url: '/api/admin/training/chat', body: { message: 'Venus is exalted in Pisces' } },
        { method: 'POST', url: '/api/admin/training/test', body: { personality: 'guide', message: 'hi' } },
        'GET /api/admin/training/prompts/guide',
        { method: 'PUT', url: '/api/admin/training/prompts/guide/style', body: { content: 'x' } },
        { method: 'POST', url: '/api/admin/training/feedback', body: { personality: 'guide', feedback: 'x' } },
        'GET /api/admin/training/feedback',
        `POST /api/admin/training/feedback/${ID}/apply`,
        `POST /api/admin/training/feedback/${ID}/reject`,
        { method: 'POST', url: '/api/admin/training/delineation', body: { contraction: 'x' } },
      ],
    );

    it('a member cannot teach the graph or change a prompt', async () => {
      const { rows } = await server.ctx.db.sql.query<{ n: number }>(
        "select count(*)::int as n from knowledge_updates where update_type = 'trainer_generated'",
      );
      expect(rows[0]!.n).toBe(0);
      expect((await server.ctx.db.sql.query('select * from personality_prompts')).rows).toEqual([]);
    });
  });

  describe('Overview', () => {
    it('counts real users, messages, topics, personalities, ratings and graph nodes', async () => {
      const before = (await admin.browser.get('/api/admin/overview')).json();
      expect(before.featureUsage).toMatchObject({ chatMessages: 0, conversations: 0 });
      expect(before.popularTopics).toEqual([]);
      expect(before.personalityUsage).toEqual([]);
      expect(before.rating).toEqual({ average: null, ratings: 0, up: 0, down: 0 });
      const members = before.userCounts.members;
      expect(members).toBeGreaterThanOrEqual(1); // the admin's own account

      const love = await visitorChat(server, 'What does my chart say about love and romance?');
      // Topics are counted per question: a second question in the same chat counts under its own topic.
      const second = await love.visitor.post(
        `/api/conversations/${love.id}/messages`,
        { content: 'And what about my job?' },
        love.headers,
      );
      expect(second.body).toContain('event: done');
      await visitorChat(server, 'Tell me about my career path', 'guide');
      await visitorChat(server, 'Any thoughts on my week ahead with Mercury?');

      // Thumbs up on the first reply, thumbs down on another.
      const up = await love.visitor.put(
        `/api/conversations/${love.id}/messages/${love.replyId}/rating`,
        { rating: 'up' },
        love.headers,
      );
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ messageId: love.replyId, rating: 'up' });
      const other = await visitorChat(server, 'Love question again: is my partner right for me?');
      await other.visitor.put(
        `/api/conversations/${other.id}/messages/${other.replyId}/rating`,
        { rating: 'down' },
        other.headers,
      );

      const after = (await admin.browser.get('/api/admin/overview')).json();
      expect(after.userCounts).toEqual({ total: members + 4, members, visitors: 4 });
      expect(after.featureUsage).toMatchObject({ chatMessages: 5, conversations: 4 });
      expect(after.rating).toEqual({ average: 0.5, ratings: 2, up: 1, down: 1 });
      expect(after.popularTopics).toEqual([
        { topic: 'Career Guidance', count: 2, percentage: 40 },
        { topic: 'Love & Relationships', count: 2, percentage: 40 },
        { topic: 'Other Questions', count: 1, percentage: 20 },
      ]);
      expect(after.personalityUsage).toEqual([
        { personality: 'guide', name: 'Friendly Guide', count: 5, percentage: 100 },
      ]);
      const totals = await server.ctx.graph.totals();
      expect(after.knowledgeNodes).toBe(totals.nodes);
      expect(after.knowledgeNodes).toBeGreaterThan(100);
    });

    it('a metric that fails is null, the others still count', async () => {
      const spy = vi.spyOn(server.ctx.graph, 'totals').mockRejectedValueOnce(new Error('graph down'));
      const r = (await admin.browser.get('/api/admin/overview')).json();
      spy.mockRestore();
      expect(r.knowledgeNodes).toBeNull();
      expect(r.featureUsage.chatMessages).toBe(5);
    });
  });

  describe('ratings', () => {
    it('only the chat owner rates, only replies, and null clears', async () => {
      const chat = await visitorChat(server, 'What about my Moon?');
      const url = `/api/conversations/${chat.id}/messages/${chat.replyId}/rating`;
      const stranger = new TestBrowser(server.app);
      expect((await stranger.put(url, { rating: 'up' })).statusCode).toBe(404);
      expect((await stranger.put(url, { rating: 'up' }, { [CONVERSATION_TOKEN_HEADER]: 'wrong' })).statusCode).toBe(
        404,
      );
      const userMessage = chat.messages.find((m: { sender: string }) => m.sender === 'user');
      expect(
        (
          await chat.visitor.put(
            `/api/conversations/${chat.id}/messages/${userMessage.id}/rating`,
            { rating: 'up' },
            chat.headers,
          )
        ).statusCode,
      ).toBe(404);
      const bad = await chat.visitor.put(url, { rating: 'meh' }, chat.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_FAILED');
      expect((await chat.visitor.put(url, { rating: 'down' }, chat.headers)).json().rating).toBe('down');
      expect((await chat.visitor.put(url, { rating: null }, chat.headers)).json().rating).toBeNull();
      const { rows } = await server.ctx.db.sql.query<{ rating: string | null; rated_at: unknown }>(
        'select rating, rated_at from conversation_messages where id = $1',
        [chat.replyId],
      );
      expect(rows[0]).toEqual({ rating: null, rated_at: null });
    });
  });

  describe('Chat Training', () => {
    it('greets in the personality, from the greeting section in force', async () => {
      const r = await admin.browser.get('/api/admin/training/greeting?personality=coach');
      expect(r.json()).toEqual({ personality: 'coach', greeting: builtinSections.coach.greeting });
      expect((await admin.browser.get('/api/admin/training/greeting?personality=nobody')).statusCode).toBe(400);
    });

    it('answers as a pro reading of the sample chart and records the teaching session', async () => {
      const r = await admin.browser.post('/api/admin/training/chat', {
        personality: 'coach',
        technicalLevel: 'basic',
        message: 'What does my Venus say about love?',
        history: [{ sender: 'Stellara', content: builtinSections.coach.greeting }],
      });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.learned).toEqual([]);
      expect(body.reply).toMatch(/Venus/);
      const { rows } = await server.ctx.db.sql.query<{ admin_id: string; messages: unknown[] }>(
        'select admin_id, messages from teaching_sessions where id = $1',
        [body.sessionId],
      );
      expect(rows[0]!.admin_id).toBe(admin.userId);
      expect(rows[0]!.messages).toHaveLength(1);
      // The same session goes on with the next message.
      const next = await admin.browser.post('/api/admin/training/chat', {
        message: 'And my Moon?',
        sessionId: body.sessionId,
      });
      expect(next.json().sessionId).toBe(body.sessionId);
      const again = await server.ctx.db.sql.query<{ messages: unknown[] }>(
        'select messages from teaching_sessions where id = $1',
        [body.sessionId],
      );
      expect(again.rows[0]!.messages).toHaveLength(2);
    });

    it('reads the chart the admin picks (typed, stored or the sample) and names it', async () => {
      const entered = { ...birthData, name: 'Typed Person', birthDate: '1985-11-02', birthTime: '06:15' };
      const marsEntered = signOf(entered, 'Mars');
      const marsSample = signOf(TRAINER_SAMPLE_BIRTH, 'Mars');
      // The test means something only if the two charts disagree about Mars.
      expect(marsEntered).not.toBe(marsSample);
      const typed = await admin.browser.post('/api/admin/training/chat', {
        message: 'What does my Mars say about how I act?',
        chart: { source: 'entered', birth: entered },
      });
      expect(typed.statusCode).toBe(200);
      expect(typed.json().reply).toContain(`Mars in ${marsEntered}`);
      expect(typed.json().reply).not.toContain(`Mars in ${marsSample}`);
      expect(typed.json().chart).toMatchObject({
        source: 'entered',
        label: 'Entered chart: Typed Person · 2 November 1985, 06:15 · London, United Kingdom',
        bigThree: `Sun in ${signOf(entered, 'Sun')}, Moon in ${signOf(entered, 'Moon')}, Ascendant in ${signOf(entered, 'Ascendant')}`,
      });

      const sample = await admin.browser.post('/api/admin/training/chat', { message: 'What does my Mars say?' });
      expect(sample.json().reply).toContain(`Mars in ${marsSample}`);
      expect(sample.json().chart.label).toMatch(/^Sample chart: Sample Person · 15 June 1990, 14:30/);

      const stored = await admin.browser.post('/api/charts', { ...entered, name: 'My own chart' });
      expect(stored.statusCode).toBe(201);
      const chartId = stored.json().chart?.id ?? stored.json().id;
      const own = await admin.browser.post('/api/admin/training/test', {
        personality: 'guide',
        message: 'Tell me about my Mars',
        chart: { source: 'stored', chartId },
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().reply).toContain(`Mars in ${marsEntered}`);
      expect(own.json().chart.label).toContain('My own chart · 2 November 1985, 06:15');
      // Another admin cannot read it.
      const other = await signedInAdmin(server, 'astrological_admin', { name: 'Other' });
      const refused = await other.browser.post('/api/admin/training/chat', {
        message: 'Tell me about my Mars',
        chart: { source: 'stored', chartId },
      });
      expect(refused.statusCode).toBe(404);
    });

    it('a length the trainer sets gives a whole reply within it', async () => {
      const r = await admin.browser.post('/api/admin/training/chat', {
        message: 'Tell me about my chart, at most 60 words please.',
      });
      const reply: string = r.json().reply;
      const reading = reply.replace(/\n+Placements used:[^\n]*$/, '');
      expect(countWords(reading)).toBeLessThanOrEqual(60);
      expect(reading).toMatch(/[.!?]$/);
    });

    it('refuses an empty message', async () => {
      const r = await admin.browser.post('/api/admin/training/chat', { message: '   ' });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.fields).toHaveProperty('message');
    });

    it('learns stated facts into the graph and journals each as a trainer_generated knowledge update', async () => {
      const r = await admin.browser.post('/api/admin/training/chat', {
        personality: 'coach',
        message: 'venus is exalted in pisces. The 8th house covers shared resources and hidden treasures.',
      });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.learned).toHaveLength(2);
      expect(body.learned[0]).toMatchObject({
        name: 'Venus EXALTED_IN Pisces',
        success: true,
        alreadyKnown: true, // the starter knowledge base has it
        affectedNodes: ['Planet:Venus', 'Sign:Pisces'],
      });
      expect(body.learned[1]).toMatchObject({ name: 'House 8: shared resources, hidden treasures', success: true });
      expect(body.reply).toContain('Venus EXALTED_IN Pisces: already in my knowledge graph, confirmed.');
      expect(body.reply).toContain(
        'House 8: shared resources, hidden treasures: learned and written to my knowledge graph.',
      );

      const house = await server.ctx.graph.getHouse(8);
      expect(house!.node.properties.keywords).toContain('hidden treasures');
      const venus = await server.ctx.graph.getPlanet('Venus');
      const exalted = venus!.relationships.filter(
        (x) => x.type === 'EXALTED_IN' && x.node.properties.name === 'Pisces',
      );
      expect(exalted).toHaveLength(1);
      expect(exalted[0]!.properties.taught_by).toBe(admin.email);

      const { rows } = await server.ctx.db.sql.query<{
        id: string;
        update_type: string;
        success: boolean;
        created_by: string;
        entity_data: Record<string, unknown>;
      }>("select * from knowledge_updates where update_type = 'trainer_generated' order by created_at");
      expect(rows).toHaveLength(2);
      expect(rows.map((x) => x.id)).toEqual(body.learned.map((l: { updateId: string }) => l.updateId));
      expect(rows[0]!.created_by).toBe(admin.email);
      expect(rows[0]!.entity_data).toMatchObject({
        name: 'Venus EXALTED_IN Pisces',
        success: true,
        errorMessage: null,
        failedInTeachStellara: false,
        affectedNodes: ['Planet:Venus', 'Sign:Pisces'],
        teachingSessionId: body.sessionId,
      });
      expect(rows[0]!.entity_data.cypherQuery).toMatch(/MERGE \(a\)-\[r:EXALTED_IN\]->\(b\)/);
      expect(String(rows[0]!.entity_data.reasoning)).toMatch(/exaltation of Venus/);
      expect(rows[1]!.entity_data.cypherQuery).toMatch(/MATCH \(h:House \{number: 8\}\)/);
    });

    it('refuses a house outside 1-12 and journals the failure', async () => {
      const r = await admin.browser.post('/api/admin/training/chat', { message: 'The 13th house covers secrets.' });
      const [fact] = r.json().learned;
      expect(fact).toMatchObject({ success: false, errorMessage: 'House numbers must be integers between 1 and 12' });
      expect(r.json().reply).toContain("I couldn't add that to my knowledge graph");
      const { rows } = await server.ctx.db.sql.query<{ success: boolean; entity_data: Record<string, unknown> }>(
        'select success, entity_data from knowledge_updates where id = $1',
        [fact.updateId],
      );
      expect(rows[0]).toMatchObject({
        success: false,
        entity_data: { failedInTeachStellara: true, errorMessage: 'House numbers must be integers between 1 and 12' },
      });
    });

    it('"Teach:" is answered with what was stored, or that nothing could be', async () => {
      const taught = await admin.browser.post('/api/admin/training/chat', { message: 'Teach: Mars rules Aries.' });
      expect(
        taught
          .json()
          .learned.map((f: { name: string }) => f.name)
          .join(' '),
      ).toMatch(/Mars/);
      expect(taught.json().reply).toMatch(/recorded:\n- .*Mars/);
      expect(taught.json().chart).toBeNull();
      const nothing = await admin.browser.post('/api/admin/training/chat', {
        message: 'Teach: the sky is lovely tonight',
      });
      expect(nothing.json().learned).toEqual([]);
      expect(nothing.json().reply).toBe(nothingTaughtReply('the sky is lovely tonight'));
    });
  });

  describe('Prompt Editor', () => {
    it('lists the five sections, saves one, and the trainer greets with the saved greeting', async () => {
      const list = (await admin.browser.get('/api/admin/training/prompts/mystical')).json();
      expect(list.sections.map((s: { section: string }) => s.section)).toEqual([
        'system_base',
        'greeting',
        'style',
        'knowledge_context',
        'response_pattern',
      ]);
      expect(list.sections.every((s: { source: string }) => s.source === 'builtin')).toBe(true);
      expect(list.modelMode).toBe('embedded');
      const saved = await admin.browser.put('/api/admin/training/prompts/mystical/greeting', {
        content: '  The stars lean closer. Ask.  ',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().prompt).toMatchObject({
        section: 'greeting',
        content: 'The stars lean closer. Ask.',
        source: 'table',
        createdBy: admin.email,
      });
      const greeting = (await admin.browser.get('/api/admin/training/greeting?personality=mystical')).json();
      expect(greeting.greeting).toBe('The stars lean closer. Ask.');
    });

    it('refuses an unknown section, personality or empty content', async () => {
      expect((await admin.browser.put('/api/admin/training/prompts/guide/closing', { content: 'x' })).statusCode).toBe(
        400,
      );
      expect((await admin.browser.put('/api/admin/training/prompts/bard/style', { content: 'x' })).statusCode).toBe(
        400,
      );
      expect((await admin.browser.put('/api/admin/training/prompts/guide/style', { content: ' ' })).statusCode).toBe(
        400,
      );
      expect((await admin.browser.get('/api/admin/training/prompts/bard')).statusCode).toBe(400);
    });
  });

  describe('feedback', () => {
    it('analyses without a model, applies into response_pattern, and refuses a second apply', async () => {
      const created = await admin.browser.post('/api/admin/training/feedback', {
        personality: 'witchy',
        originalResponse: 'Venus in Scorpio loves deeply. It is intense.',
        feedback: 'Too vague: name the placements, and end with a question.',
      });
      expect(created.statusCode).toBe(201);
      const { feedback, message } = created.json();
      expect(feedback).toMatchObject({ status: 'pending', analysedBy: 'builtin', createdBy: admin.email });
      expect(feedback.analysis.promptAdjustment).toContain('Name the exact placements');
      expect(feedback.suggestedImprovement).toBe(feedback.analysis.promptAdjustment);
      expect(message).toContain('Suggested prompt adjustment:');

      const pending = (
        await admin.browser.get('/api/admin/training/feedback?status=pending&personality=witchy')
      ).json();
      expect(pending.feedback.map((f: { id: string }) => f.id)).toEqual([feedback.id]);

      const applied = await admin.browser.post(`/api/admin/training/feedback/${feedback.id}/apply`);
      expect(applied.statusCode).toBe(200);
      expect(applied.json().feedback.status).toBe('applied');
      expect(applied.json().feedback.appliedAt).toEqual(expect.any(String));
      const prompt = applied.json().prompt;
      expect(prompt).toMatchObject({ section: 'response_pattern', source: 'table' });
      expect(prompt.content.startsWith(builtinSections.witchy.response_pattern)).toBe(true);
      expect(prompt.content).toContain(feedback.suggestedImprovement);
      const editor = (await admin.browser.get('/api/admin/training/prompts/witchy')).json();
      expect(editor.sections.find((s: { section: string }) => s.section === 'response_pattern').content).toBe(
        prompt.content,
      );

      const twice = await admin.browser.post(`/api/admin/training/feedback/${feedback.id}/apply`);
      expect(twice.statusCode).toBe(409);
      expect((await admin.browser.post(`/api/admin/training/feedback/${feedback.id}/reject`)).statusCode).toBe(409);
    });

    it('rejects feedback, filters by status, 404 for unknown ids, 400 for blank feedback', async () => {
      const { feedback } = (
        await admin.browser.post('/api/admin/training/feedback', { personality: 'guide', feedback: 'Too long.' })
      ).json();
      const rejected = await admin.browser.post(`/api/admin/training/feedback/${feedback.id}/reject`);
      expect(rejected.json().feedback.status).toBe('rejected');
      const list = (await admin.browser.get('/api/admin/training/feedback?status=rejected')).json();
      expect(list.feedback.map((f: { id: string }) => f.id)).toEqual([feedback.id]);
      expect((await admin.browser.get('/api/admin/training/feedback?status=lost')).statusCode).toBe(400);
      expect((await admin.browser.post(`/api/admin/training/feedback/${ID}/apply`)).statusCode).toBe(404);
      expect((await admin.browser.post('/api/admin/training/feedback/not-an-id/reject')).statusCode).toBe(404);
      expect(
        (await admin.browser.post('/api/admin/training/feedback', { personality: 'guide', feedback: '  ' })).statusCode,
      ).toBe(400);
    });
  });

  describe('delineation check', () => {
    it('returns the errors and the realness score', async () => {
      const r = await admin.browser.post('/api/admin/training/delineation', {
        contraction: 'This is a blessing in disguise!',
        friction: '',
        integration: 'Over time you learn.',
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({
        valid: false,
        realnessScore: 1,
        minimum: 3,
        errors: [
          'Missing Stage 2: Friction/Coping Response',
          'Realness score 1 is below minimum 3',
          'Stage 1 must acknowledge emotional reality or tension',
          'Stage 1 contains banned comfort phrases - must start with pain/difficulty',
        ],
      });
      const good = await admin.browser.post('/api/admin/training/delineation', {
        contraction: 'It hurts when your need for closeness meets silence, and the fear of being too much is real.',
        friction: 'To cope you tend to withdraw first.',
        integration: 'Over time you learn to ask plainly.',
      });
      expect(good.json()).toMatchObject({ valid: true, errors: [], realnessScore: 5 });
      expect((await admin.browser.post('/api/admin/training/delineation', { contraction: 5 })).statusCode).toBe(400);
    });
  });

  describe('saved prompts and the built-in reader', () => {
    const readingWords = (text: string) =>
      text
        .replace(/\n+Placements used:[^\n]*$/, '')
        .split(/\s+/)
        .filter(Boolean).length;

    it('applied feedback and a saved section shape the very next built-in reply', async () => {
      const question = 'What does my Venus say about love?';
      const stellara = (chat: { messages: { sender: string; content: string }[] }) =>
        chat.messages.filter((m) => m.sender === 'Stellara').at(-1)!.content;
      const long = stellara(await visitorChat(server, question));
      expect(readingWords(long)).toBeGreaterThan(80);

      // Feedback applied: its instruction joins the response pattern, and the reader follows it.
      const { feedback } = (
        await admin.browser.post('/api/admin/training/feedback', {
          personality: 'guide',
          originalResponse: long,
          feedback: 'Far too long, make it shorter.',
        })
      ).json();
      expect(feedback.suggestedImprovement).toContain('about 150 words at most');
      expect((await admin.browser.post(`/api/admin/training/feedback/${feedback.id}/apply`)).statusCode).toBe(200);
      const shorter = stellara(await visitorChat(server, question));
      expect(readingWords(shorter)).toBeLessThanOrEqual(150);

      // A section saved in the Prompt Editor: the next reply is at most 50 words, still ending with its question.
      await admin.browser.put('/api/admin/training/prompts/guide/style', {
        content: `${builtinSections.guide.style} Keep replies short: about 50 words at most.`,
      });
      const short = stellara(await visitorChat(server, question));
      expect(readingWords(short)).toBeLessThanOrEqual(50);
      expect(readingWords(short)).toBeLessThan(readingWords(long));
      expect(short.trim()).toMatch(/\?$/);

      // The trainer reads the same prompts.
      const trained = await admin.browser.post('/api/admin/training/chat', { personality: 'guide', message: question });
      expect(readingWords(trained.json().reply)).toBeLessThanOrEqual(50);
    });
  });
});

describe('astrological admin endpoints (language model gateway)', () => {
  let fake: FakeOpenAiServer;
  let server: RunningServer;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.fallback = () => ({ kind: 'text', chunks: ['A reading from the gateway.'] });
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'k',
      LLM_DEFAULT_MODEL: 'test/default',
    });
    admin = await signedInAdmin(server, 'astrological_admin');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const completions = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions'));

  it('the trainer sends the prompts in force, as pro, at 0.7, with the last 6 messages', async () => {
    await admin.browser.put('/api/admin/training/prompts/coach/style', { content: 'TRAINER-STYLE-MARKER be brisk' });
    fake.requests.length = 0;
    const history = Array.from({ length: 10 }, (_, i) => ({
      sender: i % 2 ? 'Stellara' : 'admin',
      content: `turn ${i}`,
    }));
    const r = await admin.browser.post('/api/admin/training/chat', {
      personality: 'coach',
      technicalLevel: 'technical',
      message: 'How do I handle my Mars?',
      history,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().reply).toBe('A reading from the gateway.');
    const [sent] = completions();
    expect(sent!.body!.temperature).toBe(0.7);
    const messages = sent!.body!.messages!;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('TRAINER-STYLE-MARKER be brisk');
    expect(messages[0]!.content).toContain('Plan: Pro member');
    expect(messages[0]!.content).toContain('Level: technical');
    // The admin's turns reach the model as typed text, in the data block, like a member's.
    const typed = (t: string) => `<<<USER_DATA\n${t}\nUSER_DATA>>>`;
    expect(messages.slice(1).map((m) => m.content)).toEqual([
      typed('turn 4'),
      'turn 5',
      typed('turn 6'),
      'turn 7',
      typed('turn 8'),
      'turn 9',
      typed('How do I handle my Mars?'),
    ]);
    // The model is told which chart it reads (the sample, by default), and no length beyond the level's.
    expect(messages[0]!.content).toContain('on this chart (Sample chart: Sample Person · 15 June 1990, 14:30');
    expect(messages[0]!.content).not.toContain('This replaces any other length rule');
    expect(r.json().chart.source).toBe('sample');
    // The planner chose the sample chart's Mars for the question.
    expect(messages[0]!.content).toMatch(/Use these factors, in this order[^\n]*\n1\. Mars in /);
  });

  it('a saved prompt shapes the very next chat reply (personality cache cleared on save)', async () => {
    const visitor = new TestBrowser(server.app);
    const created = (await visitor.post('/api/conversations', { birthData })).json();
    const headers = { [CONVERSATION_TOKEN_HEADER]: created.token };
    const ask = async (content: string) => {
      fake.requests.length = 0;
      await visitor.post(`/api/conversations/${created.session.id}/messages`, { content }, headers);
      return completions().find((r) => r.body?.temperature === 0.7)!.body!.messages![0]!.content;
    };
    expect(await ask('What about love?')).not.toContain('GUIDE-PATTERN-MARKER');
    const saved = await admin.browser.put('/api/admin/training/prompts/guide/response_pattern', {
      content: 'GUIDE-PATTERN-MARKER answer in three short paragraphs',
    });
    expect(saved.statusCode).toBe(200);
    expect(await ask('And my career?')).toContain('GUIDE-PATTERN-MARKER answer in three short paragraphs');
  });

  it('feedback: the model analyses at 0.1 into validated JSON; otherwise the fallback thanks text', async () => {
    fake.enqueue({
      kind: 'text',
      chunks: [
        '```json\n{"analysis":"Too abstract.","improvedResponse":"Mars in Aries: act, then pause.","promptAdjustment":"Lead with one concrete action.","confidence":0.8}\n```',
      ],
    });
    fake.requests.length = 0;
    const good = await admin.browser.post('/api/admin/training/feedback', {
      personality: 'coach',
      originalResponse: 'Mars is energy.',
      feedback: 'Be concrete.',
    });
    expect(completions()[0]!.body!.temperature).toBe(0.1);
    expect(good.json().feedback).toMatchObject({
      analysedBy: 'model',
      suggestedImprovement: 'Lead with one concrete action.',
      analysis: { analysis: 'Too abstract.', improvedResponse: 'Mars in Aries: act, then pause.', confidence: 0.8 },
    });

    fake.enqueue({ kind: 'text', chunks: ['I think the reply was fine.'] });
    const bad = await admin.browser.post('/api/admin/training/feedback', {
      personality: 'coach',
      originalResponse: 'Mars is energy.',
      feedback: 'Mention the house.',
    });
    expect(bad.json().message).toBe(FEEDBACK_FALLBACK_TEXT);
    expect(bad.json().feedback).toMatchObject({
      analysedBy: 'fallback',
      analysis: null,
      suggestedImprovement: 'Mention the house.',
    });
  });

  it('a statement the rules cannot read is extracted by the model at 0.1 and journalled as conversational_extract', async () => {
    fake.enqueue({
      kind: 'text',
      chunks: [
        JSON.stringify({
          facts: [
            { kind: 'dignity', planet: 'jupiter', relation: 'EXALTED_IN', sign: 'cancer' },
            { kind: 'house', house: 4, topics: ['ancestral roots'] },
            { kind: 'house', house: 13, topics: ['nothing'] },
          ],
        }),
      ],
    });
    fake.requests.length = 0;
    const r = await admin.browser.post('/api/admin/training/chat', {
      personality: 'mentor',
      message: 'Jupiter feels most at home in Cancer, where it is exalted; the fourth house holds our ancestral roots.',
    });
    expect(r.statusCode).toBe(200);
    expect(completions()).toHaveLength(1);
    expect(completions()[0]!.body!.temperature).toBe(0.1);
    const learned = r.json().learned;
    expect(learned.map((f: { name: string; success: boolean }) => [f.name, f.success])).toEqual([
      ['Jupiter EXALTED_IN Cancer', true],
      ['House 4: ancestral roots', true],
      ['House 13', false],
    ]);
    const { rows } = await server.ctx.db.sql.query<{ update_type: string; entity_data: { name: string } }>(
      'select update_type, entity_data from knowledge_updates where id = any($1::uuid[])',
      [learned.map((f: { updateId: string }) => f.updateId)],
    );
    expect(rows.map((x) => x.update_type)).toEqual([
      'conversational_extract',
      'conversational_extract',
      'conversational_extract',
    ]);
    expect((await server.ctx.graph.getHouse(4))!.node.properties.keywords).toContain('ancestral roots');
  });

  it('a model failure reaches the trainer as a 503 with its message', async () => {
    fake.enqueue(
      ...Array.from({ length: 4 }, () => ({
        kind: 'error' as const,
        status: 400,
        body: '{"error":{"message":"upstream broke"}}',
      })),
    );
    const r = await admin.browser.post('/api/admin/training/test', {
      personality: 'mentor',
      message: 'Venus in Scorpio?',
    });
    expect(r.statusCode).toBe(503);
    expect(r.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(r.json().error.message.length).toBeGreaterThan(0);
  });
});
