import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt, idColumn, updatedAt, utcTimestamp } from './common.ts';

// End-user tables of the spec (end-user document, section 3), keyed to the auth user.

export const userProfiles = pgTable('user_profiles', {
  id: text('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name'),
  tier: text('tier', { enum: ['free', 'plus', 'pro'] })
    .notNull()
    .default('free'),
  isRegistered: boolean('is_registered').notNull().default(true),
  birthDate: date('birth_date', { mode: 'string' }),
  birthTime: time('birth_time'),
  /** "I don't know my birth time": birth_time is the noon the chart is cast for, and the chart has no houses. */
  birthTimeUnknown: boolean('birth_time_unknown').notNull().default(false),
  birthPlace: text('birth_place'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  timezone: text('timezone'),
  natalPlanets: jsonb('natal_planets'),
  natalHouses: jsonb('natal_houses'),
  natalAspects: jsonb('natal_aspects'),
  chartCalculatedAt: utcTimestamp('chart_calculated_at'),
  /** Settings the member chose (personality, technical level, theme), restored on every device. */
  preferences: jsonb('preferences').notNull().default({}),
  /**
   * The morning note by e-mail (opt-in): on, the local hour and the zone it comes at, and since when it is on (a
   * morning whose hour had passed before it was switched on is not sent). Columns, not `preferences`, so the job can
   * select the members who want it and an unsubscribe can switch it off in one statement.
   */
  morningNoteEnabled: boolean('morning_note_enabled').notNull().default(false),
  morningNoteHour: integer('morning_note_hour').notNull().default(7),
  morningNoteTimezone: text('morning_note_timezone'),
  morningNoteSince: utcTimestamp('morning_note_since'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const chatFolders = pgTable(
  'chat_folders',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_folders_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const savedChats = pgTable(
  'saved_chats',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => chatFolders.id, { onDelete: 'set null' }),
    title: text('title').notNull().default('New Conversation'),
    messages: jsonb('messages').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_chats_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('saved_chats_folder_idx').on(t.folderId),
  ],
);

export const birthCharts = pgTable(
  'birth_charts',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('My Chart'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    birthTime: time('birth_time').notNull(),
    birthTimeUnknown: boolean('birth_time_unknown').notNull().default(false),
    birthPlace: text('birth_place').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    chartData: jsonb('chart_data'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('birth_charts_user_created_idx').on(t.userId, t.createdAt.desc()),
    // One main chart per member.
    uniqueIndex('birth_charts_one_main_idx').on(t.userId).where(sql`${t.isMain}`),
  ],
);

export const compatibilityReadings = pgTable(
  'compatibility_readings',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    chart1Id: uuid('chart1_id')
      .notNull()
      .references(() => birthCharts.id, { onDelete: 'cascade' }),
    chart2Id: uuid('chart2_id')
      .notNull()
      .references(() => birthCharts.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('compatibility_readings_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Hook state per chat session (anonymous sessions have no user). */
export const sessionHookData = pgTable(
  'session_hook_data',
  {
    id: idColumn(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('initial'),
    hookPresented: boolean('hook_presented').notNull().default(false),
    hookText: text('hook_text'),
    contradictionIdentified: jsonb('contradiction_identified'),
    chartPatternType: text('chart_pattern_type'),
    userResponseText: text('user_response_text'),
    userResponseType: text('user_response_type'),
    resonanceScore: integer('resonance_score'),
    intensityLevel: text('intensity_level').notNull().default('gentle'),
    engagementAnalysis: jsonb('engagement_analysis'),
    patternsExplored: jsonb('patterns_explored').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_hook_data_session_created_idx').on(t.sessionId, t.createdAt.desc())],
);

export const sessionTransits = pgTable(
  'session_transits',
  {
    id: idColumn(),
    sessionId: text('session_id').notNull(),
    transitDate: utcTimestamp('transit_date').notNull(),
    planetName: text('planet_name').notNull(),
    aspectType: text('aspect_type').notNull(),
    targetPlanet: text('target_planet').notNull(),
    orb: doublePrecision('orb').notNull(),
    isExact: boolean('is_exact').notNull().default(false),
    isCurrent: boolean('is_current').notNull().default(true),
    rawData: jsonb('raw_data'),
    createdAt: createdAt(),
  },
  (t) => [index('session_transits_session_created_idx').on(t.sessionId, t.isCurrent, t.createdAt.desc())],
);

/**
 * One row per member and local date a morning note was claimed for: the primary key is the claim, so of any number of
 * instances (and after any restart) only one sends a member's note for a day. `sending` until the mail is handed over;
 * a `failed` send (the mail server said no) may be claimed again by compare-and-set while attempts remain.
 */
export const morningNoteSends = pgTable(
  'morning_note_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    claimedBy: text('claimed_by').notNull(),
    claimedAt: utcTimestamp('claimed_at').notNull().defaultNow(),
    sentAt: utcTimestamp('sent_at'),
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);
