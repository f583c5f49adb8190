// Types of scripts/chunk-map.mjs, for vite.config.ts.
export type ChunkKind =
  'core' | 'booking' | 'after-booking' | 'on-demand' | 'mock' | 'integrator' | 'catalog';
export interface ChunkGroup {
  name: string;
  kind: ChunkKind;
  priority: number;
  tags?: Array<'$initial'>;
  test: (id: string) => boolean;
}
export function sourcePath(id: string): string | undefined;
export const LAZY_MODULES: Record<Exclude<ChunkKind, 'core' | 'catalog'>, string[]>;
export function kindOfModule(id: string): ChunkKind;
export const CHUNK_GROUPS: ChunkGroup[];
