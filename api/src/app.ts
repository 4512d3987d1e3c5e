import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { afterSalesRoutes } from './modules/after-sales/routes';
import { createPhotoStore } from './modules/after-sales/photos';
import { createAfterSalesService } from './modules/after-sales/service';
import { addressBookRoutes } from './modules/account/address-routes';
import { createAddressBookService } from './modules/account/address-service';
import { profileRoutes } from './modules/account/profile-routes';
import { createProfileService } from './modules/account/profile-service';
import { createPasswordResetService } from './modules/auth/password-reset';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { oauthRoutes } from './modules/auth/oauth-routes';
import { paymentOptionRoutes } from './modules/payment-options/routes';
import { createPaymentOptionsService } from './modules/payment-options/service';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogAdminRoutes } from './modules/catalog-admin/routes';
import { createCatalogAdminService } from './modules/catalog-admin/service';
import { createCatalogService } from './modules/catalog/service';
import { wishlistRoutes } from './modules/wishlist/routes';
import { createWishlistService } from './modules/wishlist/service';
import { helpRoutes } from './modules/help/routes';
import { contentRoutes } from './modules/content/routes';
import { createUploadStore } from './modules/content/uploads';
import { createProductPhotoService } from './modules/files/photo-service';
import { filesRoutes } from './modules/files/routes';
import { createFileStore } from './modules/files/store';
import { mailRoutes } from './modules/mail/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { seoRoutes } from './modules/seo/routes';
import { createReviewsService } from './modules/reviews/service';
import { messagesRoutes } from './modules/messages/routes';
import { customerCareRoutes } from './modules/customer-care/routes';
import { createCustomerCareService } from './modules/customer-care/service';
import { promotionsAdminRoutes } from './modules/promotions-admin/routes';
import { createPromotionsAdminService } from './modules/promotions-admin/promotions-service';
import { testClockRoutes } from './modules/promotions-admin/test-clock-routes';
import { createVouchersAdminService } from './modules/promotions-admin/vouchers-admin-service';
import { testClockEnabled } from './lib/clock';
import { staffRoutes } from './modules/staff/routes';
import { createStaffService } from './modules/staff/service';
import { createMessagesService } from './modules/messages/service';
import { newsletterRoutes } from './modules/newsletter/routes';
import { createNewsletterService } from './modules/newsletter/service';
import { createMailer, type Mailer } from './modules/mail/service';
import { configureMailLinks } from './modules/mail/templates';
import { orderRoutes } from './modules/orders/routes';
import { createOrderService } from './modules/orders/service';
import { orderHandlingRoutes } from './modules/order-handling/routes';
import { createOrderHandlingService } from './modules/order-handling/service';
import { paymentProviders } from './modules/payments/providers';
import { createPaymentsBackofficeService } from './modules/payments/backoffice-service';
import { createBakongClient } from './modules/payments/bakong-client';
import { khqrMerchantFromEnv } from './modules/payments/khqr';
import { createKhqrPoller, type KhqrPoller } from './modules/payments/poller';
import { createKhqrProvider } from './modules/payments/providers/khqr';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentService } from './modules/payments/service';
import { voucherRoutes } from './modules/vouchers/routes';
import { createVoucherService } from './modules/vouchers/service';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { platformRoutes } from './modules/platform/routes';
import { authPlugin } from './plugins/auth';
import { answerError, registerErrorHandler } from './plugins/error-handler';
import { registerLifecycle } from './plugins/lifecycle';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** Confirms KHQR payments with Bakong and expires unpaid ones (not started until `start()`). */
    khqrPoller: KhqrPoller;
    /** The outbox: `send`, and its dispatcher (not started until `mailer.start()`, see server.ts). */
    mailer: Mailer;
  }
}

export interface BuildAppOptions {
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
}

/** The whole API under /api, on the given database. Tests call this with fastify.inject. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // The caller's x-request-id when sane, else a UUID; logged as reqId (plugins/request-id.ts).
    genReqId: requestIdOf,
    // While closing, a request that still arrives on an open connection is answered normally (with
    // Connection: close), not with Fastify's 503: nginx does not retry a POST that got an answer.
    return503OnClosing: false,
    // Closing ends idle keep-alive connections at once and waits for those with a request in flight.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    // Large enough for review photos and ID uploads (multipart), small for JSON.
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a malformed URL, a path segment over 100 characters) are answered
    // by the error handler too, in the API's one error shape.
    frameworkErrors: answerError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before every route, so that their hooks see all of them (404s included).
  registerRequestIdHeader(app);
  registerLifecycle(app);
  registerMetrics(app);

  // JSON shrinks to a fifth or less (the category tree: 17 KB → 3 KB), which a phone on a slow
  // network feels on every page. Brotli at quality 4: the default (11) is meant for files
  // compressed once, and would cost each answer milliseconds of CPU.
  // Answers up to 256 KB (every list and page of the shop) are compressed in one call and written
  // whole, with a Content-Length, in one write: a compression stream writes the headers first and
  // the end a few ticks later, and a replica killed in between leaves the edge with half an
  // answer it has already begun to forward and cannot retry on another replica (the default
  // limit is 8 KB on two cores; a product page of 12 is 14 KB). Brotli 4 takes under 2 ms here.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 256 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await registerOpenApi(app);
  await app.register(authPlugin, { config, db: database.db });

  const db = database.db;
  // Links in e-mails point at the shop's public origin (PUBLIC_ORIGIN), http://localhost:3000 by default.
  configureMailLinks({ shopUrl: config.publicOrigin });
  // Made with the payment routes below; started by server.ts (tests start it only when they ask).
  let khqrPoller: KhqrPoller | undefined;
  const services = {
    auth: createAuthService(db),
    addressBook: createAddressBookService(db),
    profile: createProfileService(db),
    catalog: createCatalogService(db, { searchMaxAgeMs: config.catalog.searchMaxAgeMs }),
    wishlist: createWishlistService(db),
    cart: createCartService(db),
    // The outbox's dispatcher is started by server.ts (tests call mailer.dispatchDue or start it).
    mailer: createMailer(db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      dispatchIntervalMs: config.mailDispatch.intervalMs,
      retry: { baseDelayMs: config.mailDispatch.retryBaseMs, maxAttempts: config.mailDispatch.maxAttempts },
    }),
  };

  await app.register(
    async (api) => {
      await api.register(platformRoutes, { database, catalogLoaded: () => services.catalog.warmSearch() });
      await api.register(authRoutes, { auth: services.auth, config });
      await api.register(addressBookRoutes, { addressBook: services.addressBook });
      await api.register(profileRoutes, { profile: services.profile, auth: services.auth });
      await api.register(passwordResetRoutes, {
        passwordReset: createPasswordResetService(db, services.mailer),
      });
      await api.register(oauthRoutes, { auth: services.auth, db, config });
      await api.register(paymentOptionRoutes, { paymentOptions: createPaymentOptionsService(db) });
      await api.register(catalogRoutes, {
        catalog: services.catalog,
        viewerFlags: services.wishlist.viewerFlags,
      });
      await api.register(wishlistRoutes, { wishlist: services.wishlist });
      await api.register(cartRoutes, { cart: services.cart });
      const khqrMerchant = khqrMerchantFromEnv();
      // KHQR: live through Bakong with BAKONG_TOKEN, else demo mode (docs/payments.md).
      const khqrProvider = createKhqrProvider({
        merchant: khqrMerchant,
        bakong: config.bakong.token
          ? createBakongClient({ apiUrl: config.bakong.apiUrl, token: config.bakong.token })
          : null,
      });
      // One provider per payment method: orders take, capture and refund money through them.
      const providers = paymentProviders({ merchant: khqrMerchant, khqr: khqrProvider });
      const orderService = createOrderService(db, khqrMerchant, providers);
      await api.register(orderRoutes, { orders: orderService });
      await api.register(walletRoutes, { wallet: createWalletService(db), db, merchant: khqrMerchant });
      await api.register(paymentRoutes, {
        payments: createPaymentService(db),
        orders: orderService,
        backoffice: createPaymentsBackofficeService(db, {
          khqr: khqrProvider,
          cardMode: () => providers.card.mode,
          orders: orderService,
        }),
      });
      khqrPoller = createKhqrPoller({
        db,
        provider: khqrProvider,
        orders: orderService,
        intervalMs: config.bakong.pollIntervalMs,
        log: app.log,
      });
      await api.register(voucherRoutes, { vouchers: createVoucherService(db) });
      // Uploaded files live where every replica reads them: PostgreSQL, or S3 when configured.
      const files = createFileStore(config, db);
      await api.register(filesRoutes, { files, photos: createProductPhotoService(db, files) });
      const uploads = createUploadStore(files);
      await api.register(helpRoutes, { db, mailer: services.mailer, uploads });
      await api.register(contentRoutes, { db, mailer: services.mailer, uploads });
      await api.register(seoRoutes, { db, siteUrl: config.siteUrl });
      await api.register(mailRoutes, { mailer: services.mailer });
      const photos = createPhotoStore(files);
      await api.register(afterSalesRoutes, {
        afterSales: createAfterSalesService(db, photos, undefined, providers),
      });
      await api.register(orderHandlingRoutes, {
        orderHandling: createOrderHandlingService(db, providers, photos),
      });
      await api.register(reviewsRoutes, { reviews: createReviewsService(db, photos) });
      await api.register(newsletterRoutes, { newsletter: createNewsletterService(db, services.mailer) });
      await api.register(messagesRoutes, { messages: createMessagesService(db) });
      await api.register(customerCareRoutes, { care: createCustomerCareService(db), files });
      await api.register(promotionsAdminRoutes, {
        promotions: createPromotionsAdminService(db),
        vouchers: createVouchersAdminService(db),
      });
      // Browser tests only (PSAR_TEST_CLOCK=1); refuses to start in production with it.
      if (testClockEnabled({ PSAR_TEST_CLOCK: process.env.PSAR_TEST_CLOCK, NODE_ENV: config.env }))
        await api.register(testClockRoutes);
      await api.register(catalogAdminRoutes, { catalogAdmin: createCatalogAdminService(db) });
      await api.register(staffRoutes, {
        staff: createStaffService(db),
        auth: services.auth,
        mailer: services.mailer,
        config,
      });
    },
    { prefix: '/api' },
  );
  app.decorate('khqrPoller', khqrPoller!);
  app.addHook('onClose', async () => khqrPoller!.stop());
  // Once the server listens, the search index loads (about a minute at a million products: /api/ready
  // answers 503 until then, and a search waits for it), then the best sellers' summaries. A failed
  // load is tried again by the next search or readiness check.
  let closing = false;
  let summariesRead = Promise.resolve();
  app.addHook('onReady', async () => {
    // Not the failed statement with its thousands of ids: what the database said.
    const warn = (message: string) => (error: unknown) =>
      app.log.warn({ err: error instanceof Error ? (error.cause ?? error) : error }, message);
    void services.catalog.warmSearch().then(() => {
      if (closing) return;
      summariesRead = services.catalog
        .warmSummaries(() => closing)
        .catch(warn('catalogue: summaries not read at start'));
    }, warn('catalogue: search index not loaded at start'));
  });
  // The summaries' reads stop; a load of the index still under way fails once the database closes.
  app.addHook('onClose', async () => {
    closing = true;
    await summariesRead;
  });
  app.decorate('mailer', services.mailer);
  app.addHook('onClose', async () => services.mailer.stop());
  return app;
}
