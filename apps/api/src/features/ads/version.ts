import type { AppContext } from '../../context';

const versions = new WeakMap<AppContext, number>();

/** A counter that moves on every catalogue write of this process; caches key on it. */
export function catalogueVersion(ctx: AppContext): number {
  return versions.get(ctx) ?? 0;
}

export function bumpCatalogue(ctx: AppContext): void {
  versions.set(ctx, catalogueVersion(ctx) + 1);
}
