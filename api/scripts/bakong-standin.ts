// `pnpm --filter @storefront/api bakong:standin`: a local stand-in for Bakong's Open API, so KHQR
// payments can be paid and confirmed by the API's poller on one machine (see docs/payments.md).
//   BAKONG_STANDIN_PORT (default 4100), BAKONG_TOKEN (default a fixed demo token).
import { startBakongStandIn } from '../src/modules/payments/bakong-standin';

async function main() {
  const port = Number(process.env.BAKONG_STANDIN_PORT ?? 4100);
  const token = process.env.BAKONG_TOKEN || 'psar-bakong-standin-token';
  const standIn = await startBakongStandIn({ port, token });
  const account = process.env.KHQR_ACCOUNT_ID ?? 'psar_shop@aclb';
  console.log(`Bakong stand-in on ${standIn.url} (POST /v1/check_transaction_by_md5)

Start the API against it (live KHQR mode, the poller asks the stand-in):
  BAKONG_API_URL=${standIn.url} BAKONG_TOKEN=${token} pnpm --filter @storefront/api start

Pay a KHQR code (its md5 is on the back office's Payments screen, or GET /api/payments/{id}):
  curl -X POST ${standIn.url}/standin/pay -H 'Content-Type: application/json' \\
    -d '{"md5":"<md5>","amount":12.5,"toAccountId":"${account}"}'
The order becomes paid within the poll interval (KHQR_POLL_INTERVAL_MS, 5 s). Ctrl-C stops the stand-in.`);
  const stop = () => {
    void standIn.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
