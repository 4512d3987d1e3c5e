import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HelpCategory } from '@storefront/shared/domain';
import type { Database } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import { listOf, localizedSchema } from '../../lib/schemas';
import { helpCategories } from './schema';

const helpCategorySchema = z.object({
  id: z.number().int(),
  title: localizedSchema,
  subCategory: z.array(z.object({ id: z.number().int(), title: localizedSchema })),
});

export async function helpRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/help/categories', {
    schema: { tags: ['help'], summary: 'The customer-care category tree (groups with their sub-categories)', response: { 200: listOf(helpCategorySchema) } },
  }, async (_request, reply) => {
    const rows = await db.select().from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id));
    const groups: HelpCategory[] = rows
      .filter((row) => row.parentId === null)
      .map((group) => ({
        id: group.id,
        title: { en: group.titleEn, kh: group.titleKh },
        subCategory: rows.filter((row) => row.parentId === group.id).map((sub) => ({ id: sub.id, title: { en: sub.titleEn, kh: sub.titleKh } })),
      }));
    reply.header('Cache-Control', 'public, max-age=300');
    return { data: groups, ...pageOf({ path: '/api/help/categories', query: {}, page: 1, perPage: Math.max(groups.length, 1), total: groups.length, totalIsEstimate: false, hasNext: false }) };
  });
}
