// buildApp(deps) -> a ready Fastify instance. main.ts and the tests both build the
// app through here, so tests exercise exactly what production runs.
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { allEndpoints } from '#shared/api/all-endpoints.ts';
import type { AppContext } from './app-context';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { Database } from './db/open';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { createSessionLiveness } from './features/auth/session-liveness';
import { createAccessTokenVerifier } from './features/auth/verified-tokens';
import { loadSigningKeys } from './features/auth/signing-keys';
import { sealPlainTotpSecrets } from './features/auth/totp-secrets';
import { brokerRoutes } from './features/brokers/routes';
import { cityRoutes } from './features/cities/routes';
import { accountRoutes } from './features/account-deletion/routes';
import { connectionRoutes } from './features/connections/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { feedRoutes } from './features/feed/routes';
import { flyerRoutes } from './features/flyers/routes';
import { reportReviewRoutes } from './features/feed/report-routes';
import { invitationRoutes } from './features/invitations/routes';
import { messageRoutes } from './features/messages/routes';
import { notificationRoutes } from './features/notifications/routes';
import { profileRoutes } from './features/profiles/routes';
import { publicPageRoutes } from './features/public-pages/routes';
import { propertyRoutes } from './features/properties/routes';
import { quickEntryRoutes } from './features/quick-entry/routes';
import { requirementRoutes } from './features/requirements/routes';
import { agreementRoutes, signingPageRoutes } from './features/agreements/index';
import { projectRoutes } from './features/projects/index';
import { systemRoutes } from './features/system/routes';
import { appJobs, appSchedules } from './app-jobs';
import { createBackgroundTasks } from './lib/background-tasks';
import { createJobRunner, type JobRunner } from './lib/jobs/job-runner';
import { countJobsByState } from './lib/jobs/job-store';
import { serializeErrorForLog } from './lib/log-errors';
import { serializeRequestForLog } from './lib/log-urls';
import { createMailer, type Mailer } from './lib/mail';
import { createMetrics } from './lib/metrics';
import { createSecretBox } from './lib/secret-box';
import { loadSecretKey } from './lib/secret-key';
import { nulRefusal } from './lib/nul-characters';
import { requestIdGenerator } from './lib/request-id';
import { contextualLogger } from './lib/request-log';
import { createLocalDiskStorage, type Storage } from './lib/storage';
import { createS3Storage } from './lib/storage-s3';
import { errorHandlerPlugin } from './plugins/error-handler';
import { transformEndpointSchema } from './lib/endpoint-schema-transform';
import { endpointRegistryPlugin } from './plugins/endpoint-registry';
import { idempotencyKeysPlugin } from './plugins/idempotency-keys';
import { mediaRoutes } from './plugins/media';
import { metricsPlugin } from './plugins/metrics';
import { postgresRateLimitStore } from './plugins/rate-limits';
import { realtimePlugin } from './plugins/realtime';
import { requestIdsPlugin } from './plugins/request-ids';
import { routeAccessPlugin } from './plugins/route-access';
import { shutdownDrainPlugin } from './plugins/shutdown-drain';
import { writeQuotasPlugin } from './plugins/write-quotas';
import { readWebApp, registerWebApp, withCompression } from './plugins/web-app';
import { defaultWebRoot } from './server-files';
import { createPageReader } from './workers/page-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's own context (config, database, mailer...), for tests that call services. */
    appContext: AppContext;
  }
}

export type AppDeps = {
  config: AppConfig;
  database: Database;
  /** Where the built web app lives; default dist/web. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** Where uploads go; default the local disk under config.mediaDir. */
  storage?: Storage;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's background job runner (lib/jobs); tests call jobs.runDue(). */
    jobs: JobRunner;
  }
}

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.secret',
  '*.code',
];

/** Every logger the app builds writes errors without query parameters (lib/log-errors.ts). */
function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger === true ? { serializers: LOG_SERIALIZERS } : logger;
  return { ...logger, serializers: { ...logger.serializers, ...LOG_SERIALIZERS } };
}

export const LOG_SERIALIZERS = { err: serializeErrorForLog, error: serializeErrorForLog, req: serializeRequestForLog };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: withSafeErrors(deps.logger ?? { level: config.logLevel, redact: LOG_REDACT_PATHS }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // lib/request-id.ts decides (the header is read there, only behind a trusted proxy).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy !== false),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so it sees every route; its check runs at ready() (decision 035).
  await app.register(endpointRegistryPlugin, { endpoints: allEndpoints });

  // Services, mails and background tasks log with the running request's reqId.
  const log = contextualLogger(app.log);
  await app.register(requestIdsPlugin);

  const keys = await loadSigningKeys(database.db);
  const secretBox = createSecretBox(loadSecretKey({ fromEnv: config.secretEncryptionKey, dataDir: config.dataDir }));
  await sealPlainTotpSecrets(database.db, secretBox);
  const mailer = deps.mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, log);
  // S3_BUCKET set: uploads live in the shared bucket (several instances); else on this disk.
  const storage =
    deps.storage ??
    (config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(config.mediaDir));
  const tasks = createBackgroundTasks(log);
  const pageReader = createPageReader({ budgetMs: config.pageReadBudgetMs, log });
  const sessions = createSessionLiveness(database.db);
  const verifyToken = createAccessTokenVerifier(keys, config.publicUrl);
  const metrics = createMetrics({ enabled: config.metricsToken !== undefined });
  const ctx: AppContext = {
    config,
    db: database.db,
    keys,
    secretBox,
    sessions,
    mailer,
    storage,
    log,
    tasks,
    pageReader,
    metrics,
  };
  // Tests that call a service directly reach the same context the routes use.
  app.decorate('appContext', ctx);
  const jobs = createJobRunner({
    database,
    context: ctx,
    jobs: appJobs,
    schedules: appSchedules,
    log: app.log,
    pollIntervalMs: config.jobsPollIntervalMs,
    concurrency: config.jobsConcurrency,
  });
  app.decorate('jobs', jobs);
  metrics.registerGauge({
    name: 'brokercircle_jobs',
    help: 'Background jobs by state: due (queued and due now), later (queued for later), running',
    labelNames: ['state'],
    collect: async () => {
      const counts = await countJobsByState(database.db);
      return Object.entries(counts).map(([state, value]) => ({ labels: { state }, value }));
    },
  });
  app.addHook('onClose', async () => {
    // Running jobs finish (or are handed back) before anything they use goes away; main.ts
    // has usually stopped the runner already, during the drain.
    await jobs.stop(5_000);
    await pageReader.close();
    // Mails still on their way finish (they write to the outbox) before SMTP closes.
    await tasks.drain();
    mailer.close();
  });

  await app.register(errorHandlerPlugin);
  // Before every route, so each one's answers are observed.
  await app.register(metricsPlugin, { metrics, token: config.metricsToken, database });
  // The built web app, read now: its inline boot script's hash goes into the CSP.
  const webApp = readWebApp(deps.webRoot ?? defaultWebRoot);
  // Before any hook that can refuse the request (auth guard, rate limits): refusals
  // carry the security headers too.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // index.html's boot script, by its hash only (decision 048): no 'unsafe-inline'.
        scriptSrc: ["'self'", ...webApp.scriptHashes],
        // Toasts and Radix position themselves with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Right after helmet: while shutting down, new requests get a 503 with the security
  // headers, before any guard or limit looks at them.
  await app.register(shutdownDrainPlugin);
  await app.register(routeAccessPlugin, { verifyToken, sessions });
  await app.register(fastifyCookie);
  // Upload routes read their parts themselves (lib/multipart-form.ts) with the limits
  // that fit them; these defaults only guard a route that forgets to.
  await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 5, parts: 10 } });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in PostgreSQL: every instance on the database shares each limit.
    store: postgresRateLimitStore(database.db),
    // One refusal shape for every limit; Retry-After is added by the plugin.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'rate_limited',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  // One check of every text input for U+0000, before validation (lib/nul-characters.ts).
  app.addHook('preValidation', async (request) => {
    const refusal = nulRefusal(request.params) ?? nulRefusal(request.query) ?? nulRefusal(request.body);
    if (refusal) throw refusal;
  });
  // Before the write quotas: a replayed create answers without spending one.
  await app.register(idempotencyKeysPlugin, { db: database.db });
  await app.register(writeQuotasPlugin, { db: database.db, disabled: config.writeQuotasDisabled });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.productName} API`,
        version: '1.0.0',
        description: `The API of ${config.productName}, a members-only network for real-estate brokers.`,
        license: { name: 'Proprietary', url: `${config.publicUrl}/` },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        // Operations name theirs (lib/register-endpoint.ts securityOf).
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: 'bc_refresh' },
        },
      },
    },
    transform: transformEndpointSchema,
  });
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  await app.register(systemRoutes, { ctx, database });
  await app.register(authRoutes, { ctx });
  await app.register(invitationRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(cityRoutes, { ctx });
  await app.register(propertyRoutes, { ctx });
  await app.register(brokerRoutes, { ctx });
  await app.register(connectionRoutes, { ctx });
  await app.register(messageRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(realtimePlugin, {
    database,
    metrics,
    verifyToken,
    sessions,
    authTimeoutMs: config.realtimeAuthTimeoutMs,
  });
  await app.register(feedRoutes, { ctx });
  await app.register(flyerRoutes, { ctx });
  await app.register(quickEntryRoutes, { ctx });
  await app.register(requirementRoutes, { ctx });
  await app.register(agreementRoutes, { ctx });
  await app.register(projectRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(dataExportRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(reportReviewRoutes, { ctx });
  await app.register(mediaRoutes, { storage });
  // Compressed (brotli or gzip): the public pages are what clients open over patchy 4G.
  await app.register(withCompression(publicPageRoutes), { ctx });
  await app.register(withCompression(signingPageRoutes), { ctx });
  await registerWebApp(app, webApp);

  await app.ready();
  await jobs.start();
  return app;
}
