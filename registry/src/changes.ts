// What each command does to one slice's record. Pure: the caller checks the origin, numbers the
// revision and writes the history. `null` means "nothing to change".
import { RegistryError } from './errors';
import { ROLLBACK_DEPTH, type SliceState } from './state';

type Next = Omit<SliceState, 'history'> | null;

function withPrevious(previousStables: string[], replaced: string | null): string[] {
  return replaced ? [...previousStables, replaced].slice(-ROLLBACK_DEPTH) : previousStables;
}

export function deploy(slice: SliceState, releaseId: string): Next {
  if (slice.stable === releaseId && !slice.canary) return null;
  return {
    stable: releaseId,
    canary: null,
    previousStables:
      slice.stable === releaseId ? slice.previousStables : withPrevious(slice.previousStables, slice.stable),
  };
}

export function canary(slice: SliceState, releaseId: string, percent: number): Next {
  if (!slice.stable)
    throw new RegistryError(409, 'slice.no_stable', 'Deploy a stable release before starting a canary');
  if (slice.stable === releaseId)
    throw new RegistryError(409, 'canary.is_stable', `${releaseId} is already the stable release`);
  if (slice.canary?.releaseId === releaseId && slice.canary.percent === percent) return null;
  return { ...slice, canary: { releaseId, percent } };
}

export function promote(slice: SliceState): Next {
  if (!slice.canary) throw new RegistryError(409, 'canary.none', 'There is no canary to promote');
  return {
    stable: slice.canary.releaseId,
    canary: null,
    previousStables: withPrevious(slice.previousStables, slice.stable),
  };
}

/** Drops the canary if there is one; otherwise returns to the stable before this one. */
export function rollback(slice: SliceState): Next {
  if (slice.canary) return { ...slice, canary: null };
  const previous = slice.previousStables.at(-1);
  if (!previous)
    throw new RegistryError(409, 'rollback.none', 'There is no earlier stable release to roll back to');
  return { stable: previous, canary: null, previousStables: slice.previousStables.slice(0, -1) };
}

/** A fresh deployment's first stable: only while the slice has none. */
export function adopt(slice: SliceState, releaseId: string): Next {
  if (slice.stable) return null;
  return { stable: releaseId, canary: null, previousStables: slice.previousStables };
}
