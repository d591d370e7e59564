import type { AppContext } from '../../context';

/** A counter that moves on every catalogue write of this process; caches key on it. */
export function catalogueVersion(ctx: AppContext): number {
  return ctx.state.catalogueVersion;
}

export function bumpCatalogue(ctx: AppContext): void {
  ctx.state.catalogueVersion += 1;
}
