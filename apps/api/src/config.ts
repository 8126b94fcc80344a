import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '@telemed/domain';
import type { PaymentProviderName, TaskType } from '@telemed/domain';
import type { DatabaseTarget } from './db/connect';
import type { UploadTimeouts } from './http/uploadBody';
import { DEFAULT_PASSWORD_HASH_COST } from './services/passwords';
import type { ThrottleLimits } from './services/requestThrottle';

/** Everything the server reads from its environment, with safe defaults for a local quick start. */
export interface AppConfig {
  host: string;
  port: number;
  /** Origin that mailed links and avatar URLs point at, without a trailing slash. */
  publicUrl: string;
  /** Root of PGlite data, stored files, the mail outbox and the generated secret. */
  dataDir: string;
  database: DatabaseTarget;
  /** SMTP transport URL; null writes mails to `<dataDir>/outbox` instead. */
  smtpUrl: string | null;
  /**
   * Whether GET /api/dev/outbox exists (for signed-in site administrators): only without SMTP,
   * and only on a loopback address unless TELEMED_DEV_OUTBOX=true opens it on purpose. Its mails
   * hold sign-in links, so a server on a public address never offers it by default.
   */
  devOutbox: boolean;
  mailFrom: string;
  jwtSecret: string;
  /** Lifetime of a sign-in token in seconds. */
  accessTokenTtlSeconds: number;
  /** Seed the demo clinic (shared, published passwords) into an empty database; off by default. */
  seedDemo: boolean;
  /** Request limits (sign-in failures, registrations, reset and e-mail change requests). */
  throttleLimits: ThrottleLimits;
  /** Built apps served beside the API. */
  clinicDistDir: string;
  signupDistDir: string;
  logLevel: string;
  /**
   * Behind a load balancer: take the client address from X-Forwarded-For (request limits) and
   * the scheme from X-Forwarded-Proto (HSTS).
   */
  trustProxy: boolean;
  /** log2 of the scrypt cost for new password hashes. */
  passwordHashCost: number;
  /**
   * Milliseconds a request may take to arrive, headers to parsed body; a streamed upload is
   * timed by `uploadTimeouts` once its handler reads it.
   */
  requestBodyTimeoutMs: number;
  /** How long a streamed recording upload may stall, and take in all. */
  uploadTimeouts: UploadTimeouts;
  /** The background task runner of this process. */
  tasks: TaskRunnerConfig;
  /** The payment provider and the rehabilitation signup's clinic. */
  payments: PaymentsConfig;
}

/**
 * Payments (docs/decisions.md "Payments"): the embedded sandbox by default, or Stripe with its
 * keys; and the clinic that takes rehabilitation patients who came without a clinic's link.
 */
export interface PaymentsConfig {
  provider: PaymentProviderName;
  /** Stripe's keys, when it is the provider. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** The clinic of signups without a clinic (else the demo clinic, when seeded). */
  rehabilitationTeamId: string | null;
}

/** The payments' settings from the environment; Stripe without its keys stops the start. */
export function readPaymentsConfig(env: Environment): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, not ${provider}`);
  }
  const secretKey = env.STRIPE_SECRET_KEY || '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || '';
  if (provider === 'stripe' && (!secretKey || !webhookSecret)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return {
    provider,
    stripe: provider === 'stripe' ? { secretKey, webhookSecret } : null,
    rehabilitationTeamId: env.REHABILITATION_TEAM_ID || null,
  };
}

/**
 * How this process runs background tasks (docs/decisions.md "One task runner"): whether it runs
 * them at all (`TELEMED_TASKS=off` leaves them to other processes), the lease a claim holds and
 * its heartbeat (a task left by a dead process is taken again within lease + poll), the poll
 * interval, and per-kind concurrency overrides.
 */
export interface TaskRunnerConfig {
  run: boolean;
  leaseMs: number;
  heartbeatMs: number;
  pollMs: number;
  concurrency: Partial<Record<TaskType, number>>;
  /** Days the file a task made (an EDF+ export, a CSV, a report PDF) is kept after it ended. */
  fileRetentionDays: number;
}

export type Environment = Record<string, string | undefined>;

const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;
const MINUTE = 60;
const QUARTER_HOUR = 15 * 60;
const HOUR = 60 * 60;

/**
 * Days a task's file is kept after the task ended: long enough to come back for an export by its
 * link after a weekend, short enough that day-long EDF+ exports do not pile up.
 */
const DEFAULT_TASK_FILE_RETENTION_DAYS = 7;

/** Defaults of the request limits' environment variables (README "Configuration"). */
const DEFAULT_LOGIN_FAILURES_PER_ACCOUNT = 20;
const DEFAULT_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
const DEFAULT_ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
const DEFAULT_ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR = 5;
// A success page polls a pending payment every few seconds; a bot guessing ids needs millions.
const DEFAULT_CHECKOUT_REQUESTS_PER_ADDRESS_PER_MINUTE = 60;

/** The workspace root: the nearest folder above this module with pnpm-workspace.yaml. */
export function findRepositoryRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let directory = from;
  while (!existsSync(path.join(directory, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(directory);
    if (parent === directory) return process.cwd();
    directory = parent;
  }
  return directory;
}

function readBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** Whether the server listens on this machine only: `localhost`, 127.0.0.0/8 or `::1`. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

function readInteger(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * A secret generated once per data directory, so a quick start needs no configuration and
 * restarts keep sign-ins valid.
 */
function readOrCreateSecret(dataDir: string): string {
  const secretFile = path.join(dataDir, 'secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

/** The request limits from the environment; windows are fixed, counts configurable. */
function readThrottleLimits(env: Environment): ThrottleLimits {
  const perAccount = {
    max: readInteger(env.LOGIN_FAILURES_PER_ACCOUNT, DEFAULT_LOGIN_FAILURES_PER_ACCOUNT),
    windowSeconds: QUARTER_HOUR,
  };
  const requestsPerAddress = {
    max: readInteger(
      env.ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR,
      DEFAULT_ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR,
    ),
    windowSeconds: HOUR,
  };
  const mailsPerRecipient = {
    max: readInteger(
      env.ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
      DEFAULT_ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
    ),
    windowSeconds: HOUR,
  };
  return {
    loginFailuresPerAddress: {
      max: readInteger(env.LOGIN_ATTEMPTS_PER_MINUTE, LOGIN_ATTEMPTS_PER_MINUTE),
      windowSeconds: MINUTE,
    },
    loginFailuresPerAccount: perAccount,
    loginFailuresPerAccountAndAddress: {
      max: readInteger(
        env.LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
        DEFAULT_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      ),
      windowSeconds: QUARTER_HOUR,
    },
    // A signed-in user's wrong passwords guess the same secret as failed sign-ins.
    passwordFailuresPerUser: perAccount,
    registrationsPerAddress: requestsPerAddress,
    registrationsPerRecipient: mailsPerRecipient,
    resetRequestsPerAddress: requestsPerAddress,
    resetRequestsPerRecipient: mailsPerRecipient,
    emailChangesPerAddress: requestsPerAddress,
    emailChangesPerRecipient: mailsPerRecipient,
    checkoutRequestsPerAddress: {
      max: readInteger(
        env.CHECKOUT_REQUESTS_PER_ADDRESS_PER_MINUTE,
        DEFAULT_CHECKOUT_REQUESTS_PER_ADDRESS_PER_MINUTE,
      ),
      windowSeconds: MINUTE,
    },
  };
}

export function loadConfig(env: Environment = process.env): AppConfig {
  const repositoryRoot = findRepositoryRoot();
  const dataDir = path.resolve(env.TELEMED_DATA_DIR || path.join(repositoryRoot, '.data'));
  const port = readInteger(env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL || null;
  const host = env.HOST || '127.0.0.1';
  const smtpUrl = env.SMTP_URL || null;
  return {
    host,
    port,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    smtpUrl,
    devOutbox: smtpUrl === null && readBoolean(env.TELEMED_DEV_OUTBOX, isLoopbackHost(host)),
    mailFrom: env.MAIL_FROM || 'Telemed <no-reply@telemed.test>',
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir),
    accessTokenTtlSeconds: readInteger(env.ACCESS_TOKEN_TTL_SECONDS, SEVEN_DAYS_IN_SECONDS),
    seedDemo: readBoolean(env.TELEMED_SEED_DEMO, false),
    throttleLimits: readThrottleLimits(env),
    clinicDistDir: path.resolve(
      env.CLINIC_DIST_DIR || path.join(repositoryRoot, 'apps/clinic/dist'),
    ),
    signupDistDir: path.resolve(
      env.SIGNUP_DIST_DIR || path.join(repositoryRoot, 'apps/patient-signup/dist'),
    ),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: readBoolean(env.TRUST_PROXY, false),
    passwordHashCost: readInteger(env.PASSWORD_HASH_COST, DEFAULT_PASSWORD_HASH_COST),
    // A JSON body is at most 1 MiB; 30 s is slower than any real client on any line.
    requestBodyTimeoutMs: readInteger(env.REQUEST_BODY_TIMEOUT_MS, 30_000),
    uploadTimeouts: {
      idleMs: readInteger(env.UPLOAD_IDLE_TIMEOUT_MS, 60_000),
      // 2 GiB (RECORDING_MAX_BYTES) in 2 h is 300 kB/s, a slow clinic uplink.
      totalMs: readInteger(env.UPLOAD_TIMEOUT_MS, 2 * 3_600_000),
    },
    tasks: {
      run: readBoolean(env.TELEMED_TASKS, true),
      // A dead process's task is taken again within 30 s + one poll: under a minute.
      leaseMs: readInteger(env.TASK_LEASE_MS, 30_000),
      heartbeatMs: readInteger(env.TASK_HEARTBEAT_MS, 10_000),
      // PostgreSQL wakes runners at once through NOTIFY; the poll only backs it up.
      pollMs: readInteger(env.TASK_POLL_MS, 5_000),
      concurrency: { preparingAnalysis: readInteger(env.ECG_ANALYSIS_CONCURRENCY, 1) },
      fileRetentionDays: readInteger(
        env.TASK_FILE_RETENTION_DAYS,
        DEFAULT_TASK_FILE_RETENTION_DAYS,
      ),
    },
    payments: readPaymentsConfig(env),
  };
}
