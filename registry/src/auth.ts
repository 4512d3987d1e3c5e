// Deploy tokens: one or more per slice, held as sha256 digests. A token moves only its own slice.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RemoteSlice } from '../../shared/server/override-token';
import type { DeployToken } from './config';
import { RegistryError } from './errors';

export function sha256Hex(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The slice a bearer token belongs to (the actor of a change); 401 without one, 403 for another slice's. */
export function authorize(
  tokens: DeployToken[],
  authorization: string | undefined,
  slice: RemoteSlice,
): RemoteSlice {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1])
    throw new RegistryError(
      401,
      'auth.missing',
      'Send the slice deploy token: Authorization: Bearer <token>',
    );
  const digest = createHash('sha256').update(match[1], 'utf8').digest();
  // Every entry is compared, matched or not, so the time taken says nothing about which one matched.
  let owner: RemoteSlice | undefined;
  let ownsSlice = false;
  for (const token of tokens) {
    if (timingSafeEqual(digest, token.sha256)) {
      owner ??= token.slice;
      ownsSlice ||= token.slice === slice;
    }
  }
  if (!owner) throw new RegistryError(401, 'auth.invalid', 'The deploy token is not known');
  if (!ownsSlice)
    throw new RegistryError(403, 'auth.forbidden', `A ${owner} deploy token cannot change ${slice}`);
  return slice;
}
