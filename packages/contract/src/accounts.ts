import { z } from 'zod';
import { type MemberPlan, type Plan, paidPlans, personalityIds, technicalLevels } from './plans.ts';

/** The spec's texts for accounts (end-user sections 5 and 8; admin sections 5 and 8), exact. */
export const accountMessages = {
  accountCreated: 'Account created! Please check your email to verify your account.',
  /** Login failure without a message of its own. */
  genericError: 'An error occurred',
  noUser: 'No user logged in',
  adminDenied: 'Access denied. Admin privileges required.',
  adminLoginFailed: 'Login failed',
  resetConfirm: 'Reset authentication state? This will log you out and reload the page.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address first. We sent you a new link.',
  deleteConfirmPhrase: 'DELETE',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const email = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be a valid email address' }));

/** POST /api/auth/sign-up/email */
export const signUpSchema = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(NAME_MAX_LENGTH, 'is too long'),
  email,
  password: z
    .string({ error: 'is required' })
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  callbackURL: z.string().max(2000).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** POST /api/auth/sign-in/email (and POST /api/admin/session for the admin portal). */
export const signInSchema = z.object({
  email,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(PASSWORD_MAX_LENGTH, 'is too long'),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(2000).optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

/** POST and GET /api/admin/session: the administrator behind the portal. */
export const adminSessionSchema = z.object({
  admin: z.object({
    email: z.string(),
    name: z.string(),
    role: z.string(),
    lastLogin: z.string().nullable(),
  }),
});
export type AdminSession = z.infer<typeof adminSessionSchema>['admin'];

export const forgotPasswordSchema = z.object({ email, redirectTo: z.string().max(2000).optional() });
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'is required').max(500),
  newPassword: signUpSchema.shape.password,
});

// ---------------------------------------------------------------------------------------------
// Birth data and the computed chart (spec section 3)

function isCalendarDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const birthDate = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'is not a date that exists');
const birthTime = z
  .string({ error: 'is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)');
const text = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, 'is too long');

/** The birth form (name, date, 24-hour time, place with coordinates and IANA zone). */
export const birthDataSchema = z.object({
  name: text(NAME_MAX_LENGTH),
  birthDate,
  birthTime,
  birthPlace: text(300),
  latitude: z
    .number({ error: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  longitude: z
    .number({ error: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
  timezone: text(100),
});
export type BirthData = z.infer<typeof birthDataSchema>;

/** Planet entry of natal_planets. */
export interface PlanetEntry {
  name: string;
  sign: string;
  degree: number;
  house: number;
  retrograde: boolean;
  abs_pos: number;
  element: string;
  quality: string;
}
/** House entry of natal_houses (keyed House_1 ... House_12). */
export interface HouseEntry {
  house: number;
  sign: string;
  degree: number;
  abs_pos: number;
}
export interface AspectEntry {
  planet1: string;
  planet2: string;
  type: string;
  orb: number;
  angle: number;
}

/** The computed chart kept with the birth data (the spec's session birth record / profile columns). */
export interface NatalChartRecord {
  utcDate: string;
  utcTime: string;
  natal_planets: PlanetEntry[];
  natal_houses: Record<string, HouseEntry>;
  natal_aspects: AspectEntry[];
  chart_calculated_at: string;
}

// ---------------------------------------------------------------------------------------------
// Chats

export const CHAT_MESSAGE_MAX_LENGTH = 20_000;
export const CHAT_MESSAGES_MAX = 500;

export const chatMessageSchema = z.object({
  id: z.string().min(1).max(100),
  content: z.string().max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  sender: z.string().min(1).max(50),
  personality: z.enum(personalityIds).optional(),
  technicalLevel: z.enum(technicalLevels).optional(),
  timestamp: z.string().max(40),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const uuid = z.uuid({ error: 'must be an id' });
const chatTitle = z.string().trim().min(1, 'is required').max(200, 'is too long');

/** A chat session (the visitor's current chat, or a chat about to be saved). */
export const chatSessionSchema = z.object({
  id: z.string().min(1).max(100),
  title: chatTitle.default('New Conversation'),
  messages: z.array(chatMessageSchema).max(CHAT_MESSAGES_MAX, `at most ${CHAT_MESSAGES_MAX} messages`),
  isTemporary: z.boolean().default(true),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** POST /api/chats (save: a temporary chat becomes permanent) and PUT /api/chats/:id. */
export const saveChatSchema = z.object({
  title: chatTitle.default('New Conversation'),
  messages: z.array(chatMessageSchema).max(CHAT_MESSAGES_MAX, `at most ${CHAT_MESSAGES_MAX} messages`),
  folderId: uuid.nullable().optional(),
});
export type SaveChatInput = z.input<typeof saveChatSchema>;

export const moveChatSchema = z.object({ folderId: uuid.nullable() });

export interface SavedChat {
  id: string;
  folderId: string | null;
  title: string;
  messages: ChatMessage[];
  isTemporary: false;
  createdAt: string;
  updatedAt: string;
}

/** One card of the Reading History. */
export interface HistoryEntry {
  id: string;
  title: string;
  personality: string | null;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
  lastMessage: string | null;
  folderId: string | null;
}

// ---------------------------------------------------------------------------------------------
// Folders, charts, compatibility

export const folderSchema = z.object({ name: text(60) });
export interface ChatFolder {
  id: string;
  name: string;
  chatCount: number;
  createdAt: string;
  updatedAt: string;
}

export const birthChartSchema = birthDataSchema.omit({ name: true }).extend({
  name: text(NAME_MAX_LENGTH).default('My Chart'),
  isMain: z.boolean().optional(),
});
export type BirthChartInput = z.input<typeof birthChartSchema>;
export const birthChartUpdateSchema = birthChartSchema.partial();

export interface StoredBirthChart {
  id: string;
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  latitude: number;
  longitude: number;
  timezone: string;
  isMain: boolean;
  chart: NatalChartRecord | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChartsList {
  charts: StoredBirthChart[];
  limit: number;
  used: number;
  extraCharts: number;
}

export const compatibilityRequestSchema = z
  .object({ chart1Id: uuid, chart2Id: uuid })
  .refine((v) => v.chart1Id !== v.chart2Id, { message: 'must be a different chart', path: ['chart2Id'] });

export interface CompatibilityReading {
  id: string;
  chart1: { id: string; name: string; birthPlace: string };
  chart2: { id: string; name: string; birthPlace: string };
  /** The relationship score (Discepolo method) and its label. */
  score: number;
  /** 0-100 for the spec's "overall percentage". */
  percentage: number;
  result: unknown;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Profile, session, visitor

export interface Profile {
  id: string;
  email: string;
  name: string | null;
  tier: MemberPlan;
  isRegistered: boolean;
  createdAt: string;
  birthData: BirthData | null;
  chart: NatalChartRecord | null;
  preferences: Preferences;
}

export const preferencesSchema = z.object({
  personality: z.enum(personalityIds).optional(),
  technical: z.enum(technicalLevels).optional(),
  theme: z.string().max(40).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const profileUpdateSchema = z.object({
  name: text(NAME_MAX_LENGTH).optional(),
  birthData: birthDataSchema.optional(),
  preferences: preferencesSchema.optional(),
});

/** GET /api/me: who is asking and what the plan allows. */
export interface MeResponse {
  signedIn: boolean;
  plan: Plan;
  isAdmin: boolean;
  adminRole: string | null;
  user: { id: string; email: string; name: string; emailVerified: boolean } | null;
  extraCharts: number;
}

/** GET /api/visitor: the anonymous session (all null when there is none). */
export interface VisitorSession {
  birthData: BirthData | null;
  chart: NatalChartRecord | null;
  currentChat: ChatSession | null;
  expiresAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// Billing

export const checkoutSchema = z
  .object({
    plan: z.enum(paidPlans).optional(),
    extraCharts: z.number().int().min(1, 'must be at least 1').max(20, 'must be at most 20').optional(),
  })
  .refine((v) => (v.plan ? 1 : 0) + (v.extraCharts ? 1 : 0) === 1, {
    message: 'choose a plan or a number of extra charts',
    path: ['plan'],
  });
export type CheckoutInput = z.input<typeof checkoutSchema>;

export interface BillingStatus {
  provider: 'test' | 'stripe';
  testMode: boolean;
  plan: MemberPlan;
  extraCharts: number;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export const deleteAccountSchema = z.object({
  confirm: z.literal(accountMessages.deleteConfirmPhrase, {
    error: `type ${accountMessages.deleteConfirmPhrase} to confirm`,
  }),
});
