import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contentPages, jobs } from '../schema';
import { jobSeeds } from './jobs';
import type { ContentPageSeed } from './page-types';
import { contentPageSeeds } from './pages';

/** Content pages and job openings, upserted by slug so edited files show on the next start. */
export async function seedContent(
  db: Database,
  log: (line: string) => void = () => {},
  pages: ContentPageSeed[] = contentPageSeeds,
) {
  if (pages.length) {
    await db
      .insert(contentPages)
      .values(
        pages.map((page) => ({
          slug: page.slug,
          titleEn: page.title.en,
          titleKh: page.title.kh,
          summaryEn: page.summary.en,
          summaryKh: page.summary.kh,
          bodyEn: page.body.en,
          bodyKh: page.body.kh,
          updatedAt: new Date(page.updatedAt),
        })),
      )
      .onConflictDoUpdate({
        target: contentPages.slug,
        set: {
          titleEn: sql`excluded.title_en`,
          titleKh: sql`excluded.title_kh`,
          summaryEn: sql`excluded.summary_en`,
          summaryKh: sql`excluded.summary_kh`,
          bodyEn: sql`excluded.body_en`,
          bodyKh: sql`excluded.body_kh`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  await db
    .insert(jobs)
    .values(
      jobSeeds.map((job, position) => ({
        slug: job.slug,
        team: job.team,
        titleEn: job.title.en,
        titleKh: job.title.kh,
        locationEn: job.location.en,
        locationKh: job.location.kh,
        employment: job.employment,
        descriptionEn: job.description.en,
        descriptionKh: job.description.kh,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.slug,
      set: {
        team: sql`excluded.team`,
        titleEn: sql`excluded.title_en`,
        titleKh: sql`excluded.title_kh`,
        locationEn: sql`excluded.location`,
        locationKh: sql`excluded.location_kh`,
        employment: sql`excluded.employment`,
        descriptionEn: sql`excluded.description_en`,
        descriptionKh: sql`excluded.description_kh`,
        position: sql`excluded.position`,
      },
    });
  log(`content pages: ${pages.length}, jobs: ${jobSeeds.length}`);
}
