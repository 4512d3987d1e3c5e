import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testClockBody, testClockSchema } from '@storefront/shared/contract/promotions-admin';
import { clockOffset, now, setClockOffset } from '../../lib/clock';
import { errorResponses } from '../../lib/schemas';
import { invalidateCatalogCaches } from '../catalog/response-cache';

/**
 * `PUT /api/testing/clock`: browser tests move the API's clock to see deals and promotions of
 * another day. Registered only when `testClockEnabled()` (PSAR_TEST_CLOCK=1, not production):
 * elsewhere the path does not exist (404). Hidden from the OpenAPI document.
 */
export async function testClockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/testing/clock',
    {
      schema: {
        hide: true,
        operationId: 'setTestClock',
        tags: ['promotions'],
        summary: 'Moves the API clock (browser tests only)',
        description:
          'Only with PSAR_TEST_CLOCK=1 outside production (404 otherwise): sets how far the clock that decides promotions, deals and vouchers runs ahead of the real time, and forgets cached catalogue answers.',
        body: testClockBody,
        response: { 200: testClockSchema, ...errorResponses },
      },
    },
    async (request) => {
      setClockOffset(request.body.offsetMs);
      invalidateCatalogCaches();
      return { data: { offsetMs: clockOffset(), now: now().toISOString() } };
    },
  );
}
