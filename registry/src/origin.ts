// The remote origins: each serves its slice's releases folder, so a release exists for the shop
// exactly when its origin answers `<origin>/<releaseId>/mf-manifest.json`.
import { z } from 'zod';
import type { RemoteSlice } from '../../shared/server/override-token';
import { RegistryError } from './errors';

/** One entry of `<origin>/releases.json`, written by `pnpm release` (newest first). */
export const releaseEntrySchema = z.object({
  releaseId: z.string(),
  version: z.string(),
  commit: z.string(),
  builtAt: z.string(),
});
export type ReleaseEntry = z.infer<typeof releaseEntrySchema>;

export class OriginClient {
  constructor(
    private readonly origins: Partial<Record<RemoteSlice, string>>,
    private readonly timeoutMs: number,
  ) {}

  has(slice: RemoteSlice): boolean {
    return Boolean(this.origins[slice]);
  }

  private base(slice: RemoteSlice): string {
    const origin = this.origins[slice];
    if (!origin) throw new RegistryError(404, 'slice.no_origin', `No origin is configured for ${slice}`);
    return origin;
  }

  private async get(url: string): Promise<{ status: number; body: string }> {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new RegistryError(
        502,
        'origin.unavailable',
        `The origin did not answer ${url}${reason ? `: ${reason}` : ''}`,
      );
    }
  }

  /** Throws release.not_found unless the origin serves the release's manifest (as JSON: an origin
   * that answers every path with a page must not pass for one that has the release). */
  async assertRelease(slice: RemoteSlice, releaseId: string): Promise<void> {
    const url = `${this.base(slice)}/${encodeURIComponent(releaseId)}/mf-manifest.json`;
    const { status, body } = await this.get(url);
    if (status >= 500)
      throw new RegistryError(502, 'origin.unavailable', `The origin answered ${status} for ${url}`);
    let manifest: unknown;
    if (status === 200) {
      try {
        manifest = JSON.parse(body);
      } catch {
        manifest = undefined;
      }
    }
    if (typeof manifest !== 'object' || manifest === null)
      throw new RegistryError(
        422,
        'release.not_found',
        `${slice} release ${releaseId} is not on its origin (${url})`,
      );
  }

  /** The origin's releases, newest first; none when it has no releases.json yet. */
  async releases(slice: RemoteSlice): Promise<ReleaseEntry[]> {
    const url = `${this.base(slice)}/releases.json`;
    const { status, body } = await this.get(url);
    if (status === 404) return [];
    if (status !== 200)
      throw new RegistryError(502, 'origin.unavailable', `The origin answered ${status} for ${url}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const result = z.array(releaseEntrySchema).safeParse(parsed);
    if (!result.success) throw new RegistryError(502, 'origin.invalid', `${url} is not a list of releases`);
    return [...result.data].sort((a, b) => Date.parse(b.builtAt) - Date.parse(a.builtAt));
  }
}
