import { z } from 'zod';
import { memberHouseSystems, memberZodiacs } from './chart-frame.ts';
import { chartDate } from './dates.ts';
import { memberPlans, paidPlans, personalityIds, technicalLevels } from './plans.ts';
import { safeText } from './text.ts';

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
  /** Forgot password and resend verification answer the same whether or not an account uses the address. */
  resetRequested:
    'If an account uses this email, a link to choose a new password is on its way. It works for one hour.',
  verificationResent: 'If this email belongs to an account that is not verified yet, a new link is on its way.',
  /** A reset link (or its token) that has expired or was used already. */
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one below.',
  passwordReset: 'Your password is changed. Sign in with the new one.',
  /** Deleting the account is confirmed by typing the account's email; the answer when it does not match. */
  deleteConfirmMismatch: "That is not this account's email. Type it exactly as you sign in with it.",
  accountDeleted: 'Your account and everything in it are deleted. A confirmation is on its way to your email.',
} as const;

/**
 * The two admin dashboards (docs/admin.md): technical_admin has the technical one, every other active
 * role the astrological one. The server refuses an area of one dashboard to the other role; the portal shows the
 * dashboard of the role.
 */
export const TECHNICAL_ADMIN_ROLE = 'technical_admin';
export const adminDashboards = ['technical', 'astrological'] as const;
export type AdminDashboard = (typeof adminDashboards)[number];
export const adminDashboardOf = (role: string): AdminDashboard =>
  role === TECHNICAL_ADMIN_ROLE ? 'technical' : 'astrological';
/** The 403 an administrator meets in an area of the other dashboard. */
export const adminDashboardMessages: Record<AdminDashboard, string> = {
  technical: 'This area belongs to the technical dashboard.',
  astrological: 'This area belongs to the astrological dashboard.',
};

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const email = safeText({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be a valid email address' }));

/**
 * Where better-auth sends the browser after a mailed link: a path on this site or an http(s) address (better-auth
 * then checks the origin). Anything else would fail inside better-auth when the link is followed.
 */
export const callbackUrlSchema = safeText()
  .max(2000)
  .refine(
    (url) => (/^\/(?![/\\])/.test(url) || /^https?:\/\//i.test(url)) && URL.canParse(url, 'http://localhost'),
    'must be a path on this site (/...) or an http(s) address',
  );

/** A person's name on the account: one line of 1 to 100 characters, no control character (not even a tab). */
const personName = safeText({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, 'is too long')
  .refine((name) => !/[\t\n\r]/.test(name), 'must be one line, without tabs');

/** POST /api/auth/sign-up/email */
export const signUpSchema = z.object({
  name: personName,
  email,
  password: z
    .string({ error: 'is required' })
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  callbackURL: callbackUrlSchema.optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/**
 * POST /api/auth/update-user: the account's name under the sign-up rules; a picture only from an https: address
 * (a `javascript:` or `data:` address would run or smuggle content wherever it is shown). Other fields are dropped.
 */
export const updateUserSchema = z.object({
  name: personName.optional(),
  image: safeText()
    .max(2000, 'is too long')
    .refine((url) => /^https:\/\//i.test(url) && URL.canParse(url), 'must be an https:// address')
    .nullable()
    .optional(),
});

/** POST /api/auth/sign-in/email (and POST /api/admin/session for the admin portal). */
export const signInSchema = z.object({
  email,
  password: safeText({ error: 'is required' }).min(1, 'is required').max(PASSWORD_MAX_LENGTH, 'is too long'),
  rememberMe: z.boolean().optional(),
  callbackURL: callbackUrlSchema.optional(),
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

export const forgotPasswordSchema = z.object({ email, redirectTo: safeText().max(2000).optional() });
export const resetPasswordSchema = z.object({
  token: safeText().min(1, 'is required').max(500),
  newPassword: signUpSchema.shape.password,
});

// ---------------------------------------------------------------------------------------------
// Birth data and the computed chart (docs/charts.md#birth-record)

const birthDate = chartDate({ error: 'is required' });
const birthTime = safeText({ error: 'is required' }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'must be a time as HH:MM (24-hour)',
);
const text = (max: number) => safeText({ error: 'is required' }).trim().min(1, 'is required').max(max, 'is too long');

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
  /**
   * "I don't know my birth time": the chart is cast for noon local time (birthTime then reads "12:00") and nothing
   * that needs the time (houses, the Ascendant and the other angles, the Part of Fortune) is shown or said.
   */
  birthTimeUnknown: z.boolean({ error: 'must be true or false' }).optional(),
});
export type BirthData = z.infer<typeof birthDataSchema>;

/** The local time a chart is cast for when the birth time is not known: noon, the middle of the day. */
export const UNKNOWN_BIRTH_TIME_CAST = '12:00';

/** Planet entry of natal_planets. */
export const planetEntrySchema = z.object({
  name: z.string(),
  sign: z.string(),
  degree: z.number(),
  /** Null when the birth time is not known (no houses without it). */
  house: z.number().nullable(),
  retrograde: z.boolean(),
  abs_pos: z.number(),
  element: z.string(),
  quality: z.string(),
});
export type PlanetEntry = z.infer<typeof planetEntrySchema>;
/** House entry of natal_houses (keyed House_1 ... House_12). */
export const houseEntrySchema = z.object({
  house: z.number(),
  sign: z.string(),
  degree: z.number(),
  abs_pos: z.number(),
});
export type HouseEntry = z.infer<typeof houseEntrySchema>;
export const aspectEntrySchema = z.object({
  planet1: z.string(),
  planet2: z.string(),
  type: z.string(),
  orb: z.number(),
  angle: z.number(),
});
export type AspectEntry = z.infer<typeof aspectEntrySchema>;

/** The computed chart kept with the birth data (the spec's session birth record / profile columns). */
export const natalChartRecordSchema = z.object({
  utcDate: z.string(),
  utcTime: z.string(),
  natal_planets: z.array(planetEntrySchema),
  natal_houses: z.record(z.string(), houseEntrySchema),
  natal_aspects: z.array(aspectEntrySchema),
  chart_calculated_at: z.string(),
  /** With the birth time unknown: the Moon's sign or two signs over the birth day, and the local time it changed. */
  moon_day: z
    .object({ startSign: z.string(), endSign: z.string(), changeAt: z.string().nullable() })
    .nullable()
    .optional(),
  /** The frame the chart was cast in (absent on records kept before members could choose: Placidus, tropical). */
  frame: z
    .object({
      houseSystem: z.enum(memberHouseSystems),
      houseSystemUsed: z.string(),
      zodiac: z.enum(memberZodiacs),
    })
    .optional(),
});
export type NatalChartRecord = z.infer<typeof natalChartRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Chats

export const CHAT_MESSAGE_MAX_LENGTH = 20_000;
export const CHAT_MESSAGES_MAX = 500;

export const chatMessageSchema = z.object({
  id: safeText().min(1).max(100),
  content: safeText().max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  sender: safeText().min(1).max(50),
  personality: z.enum(personalityIds).optional(),
  technicalLevel: z.enum(technicalLevels).optional(),
  timestamp: safeText().max(40),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const uuid = z.uuid({ error: 'must be an id' });
const chatTitle = safeText().trim().min(1, 'is required').max(200, 'is too long');

/** A chat session (the visitor's current chat, or a chat about to be saved). */
export const chatSessionSchema = z.object({
  id: safeText().min(1).max(100),
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
export const historyEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  personality: z.string().nullable(),
  messageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessage: z.string().nullable(),
  folderId: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
/** GET /api/history, GET /api/chats and GET /api/folders/:id/chats. */
export const historyAnswerSchema = z.object({ chats: z.array(historyEntrySchema) });
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Folders, charts, compatibility

export const folderSchema = z.object({ name: text(60) });
/** A folder as GET /api/folders/:id, POST /api/folders and PATCH /api/folders/:id answer it. */
export const chatFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  chatCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatFolder = z.infer<typeof chatFolderSchema>;
/** GET /api/folders */
export const foldersAnswerSchema = z.object({ folders: z.array(chatFolderSchema) });
export type FoldersAnswer = z.infer<typeof foldersAnswerSchema>;

export const birthChartSchema = birthDataSchema.omit({ name: true }).extend({
  name: text(NAME_MAX_LENGTH).default('My Chart'),
  isMain: z.boolean().optional(),
});
export type BirthChartInput = z.input<typeof birthChartSchema>;
export const birthChartUpdateSchema = birthChartSchema.partial();

/** A stored chart as GET /api/charts/:id, POST /api/charts, PATCH /api/charts/:id and POST .../main answer it. */
export const storedBirthChartSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  birthTime: z.string(),
  /** The time is not known: birthTime is the noon the chart is cast for, and the chart has no houses or angles. */
  birthTimeUnknown: z.boolean().default(false),
  birthPlace: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  isMain: z.boolean(),
  chart: natalChartRecordSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredBirthChart = z.infer<typeof storedBirthChartSchema>;

/** A stored chart's birth details, as the birth form shows them and the chart engine casts them. */
export const birthDataOf = (chart: StoredBirthChart): BirthData => ({
  name: chart.name,
  birthDate: chart.birthDate,
  birthTime: chart.birthTime,
  birthTimeUnknown: chart.birthTimeUnknown,
  birthPlace: chart.birthPlace,
  latitude: chart.latitude,
  longitude: chart.longitude,
  timezone: chart.timezone,
});

/** GET /api/charts */
export const chartsListSchema = z.object({
  charts: z.array(storedBirthChartSchema),
  /** Whether the member has their own (main) chart: it never counts toward `limit`. */
  ownChart: z.boolean(),
  /** Charts of other people allowed besides the main one (the plan's included charts and the extra ones bought). */
  limit: z.number(),
  /** Charts stored besides the main one. */
  used: z.number(),
  extraCharts: z.number(),
});
export type ChartsList = z.infer<typeof chartsListSchema>;

export const compatibilityRequestSchema = z
  .object({ chart1Id: uuid, chart2Id: uuid })
  .refine((v) => v.chart1Id !== v.chart2Id, { message: 'must be a different chart', path: ['chart2Id'] });

const readingChartSchema = z.object({ id: z.string(), name: z.string(), birthPlace: z.string() });
/** A reading as GET /api/compatibility/:id and POST /api/compatibility answer it. */
export const compatibilityReadingSchema = z.object({
  id: z.string(),
  chart1: readingChartSchema,
  chart2: readingChartSchema,
  /** The relationship score (Discepolo method) and its label. */
  score: z.number(),
  /** 0-100 for the spec's "overall percentage". */
  percentage: z.number(),
  result: z.unknown(),
  createdAt: z.string(),
});
export type CompatibilityReading = z.infer<typeof compatibilityReadingSchema>;
/** GET /api/compatibility */
export const readingsAnswerSchema = z.object({ readings: z.array(compatibilityReadingSchema) });
export type ReadingsAnswer = z.infer<typeof readingsAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Profile, session, visitor

export const preferencesSchema = z.object({
  personality: z.enum(personalityIds).optional(),
  technical: z.enum(technicalLevels).optional(),
  theme: safeText().max(40).optional(),
  /** The house system every chart of the member is cast in (chart-frame.ts); Placidus when not chosen. */
  houseSystem: z.enum(memberHouseSystems, { error: 'choose one of the house systems offered' }).optional(),
  /** Tropical or sidereal with an ayanamsa (chart-frame.ts); tropical when not chosen. */
  zodiac: z.enum(memberZodiacs, { error: 'choose one of the zodiacs offered' }).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const profileUpdateSchema = z.object({
  name: personName.optional(),
  birthData: birthDataSchema.optional(),
  preferences: preferencesSchema.optional(),
});

/** GET and PUT /api/profile: the member's account, birth data and chart. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  tier: z.enum(memberPlans),
  isRegistered: z.boolean(),
  createdAt: z.string(),
  birthData: birthDataSchema.nullable(),
  chart: natalChartRecordSchema.nullable(),
  preferences: preferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/visitor, PUT /api/visitor/birth-data and /chat: the anonymous session (all null when there is none). */
export const visitorSessionSchema = z.object({
  birthData: birthDataSchema.nullable(),
  chart: natalChartRecordSchema.nullable(),
  currentChat: chatSessionSchema.nullable(),
  expiresAt: z.string().nullable(),
});
export type VisitorSession = z.infer<typeof visitorSessionSchema>;

/** POST /api/session/reset, DELETE /api/visitor */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;

// better-auth's own answers under /api/auth (passed through by the server): the fields the web reads.
const authUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
/** POST /api/auth/sign-up/email, with the spec's "Account created!..." message added by the server. */
export const signUpAnswerSchema = z.object({ user: authUserSchema, message: z.string() });
/** POST /api/auth/sign-in/email */
export const signInAnswerSchema = z.object({ user: authUserSchema });
/** POST /api/auth/sign-out */
export const signOutAnswerSchema = z.object({ success: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Billing

/** Our own words for billing answers the web shows as they are. */
export const billingMessages = {
  /** Production without a payment provider (and without BILLING_TEST_MODE): no checkout can work. */
  notConfigured: 'Payments are not configured on this server.',
  /** The plan was cancelled but an extra chart's subscription was not (it is logged, and ends when the plan does). */
  extraChartsNotCancelled:
    'Your extra charts could not be cancelled just now. They will end when your plan does; our team has been told.',
} as const;

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

/**
 * GET /api/billing and POST /api/billing/cancel. `provider: 'none'`: no payment provider and no test mode (production
 * without Stripe keys), so there is no checkout; the web says `billingMessages.notConfigured` instead of offering one.
 */
export const billingStatusSchema = z.object({
  provider: z.enum(['test', 'stripe', 'none']),
  testMode: z.boolean(),
  plan: z.enum(memberPlans),
  extraCharts: z.number(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Said by a cancellation that did not fully succeed (an extra chart could not be cancelled with the plan). */
  warning: z.string().optional(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** POST /api/billing/checkout: the checkout page to go to (the provider's, or the labelled test-mode one). */
export const checkoutAnswerSchema = z.object({ url: z.string(), checkoutId: z.string(), testMode: z.boolean() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** POST /api/billing/portal: the payment provider's customer portal. */
export const portalAnswerSchema = z.object({ url: z.string() });
export type PortalAnswer = z.infer<typeof portalAnswerSchema>;

/** One invoice as GET /api/billing/invoices lists it. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amountPaidCents: z.number(),
  currency: z.string(),
  status: z.string().nullable(),
  createdAt: z.string(),
  /** Where the member can view or download it. */
  url: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type InvoiceEntry = z.infer<typeof invoiceSchema>;
export const invoicesAnswerSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoicesAnswer = z.infer<typeof invoicesAnswerSchema>;

export const deleteAccountSchema = z.object({
  /** The account's email, typed by the person (compared without case or surrounding spaces). */
  confirm: z
    .string({ error: "type your account's email to confirm" })
    .trim()
    .min(1, "type your account's email to confirm"),
});
