// Types of scripts/check-budgets.mjs, for the bench (bench/run.ts imports its analysis).
import type { ChunkKind } from './chunk-map.mjs';
export interface SizeSet {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PathSizes {
  name: string;
  entry: string;
  slots: SizeSet;
  book: SizeSet;
}
export interface BuildAnalysis {
  embed: SizeSet;
  /** The popup's own module (booking-popup.js), when the build has one. */
  dialog: SizeSet | undefined;
  slots: SizeSet;
  book: SizeSet;
  paths: PathSizes[];
  mock: SizeSet;
  kinds: Record<string, ChunkKind>;
}
export interface BudgetRow {
  name: string;
  set: SizeSet;
  /** issue 7's budget */
  target: number | undefined;
  /** what npm test fails on (the target once it is met) */
  limit: number | undefined;
  ok: boolean;
  meetsTarget: boolean;
}
export const KB: number;
export const BUDGETS: { embed: number; slots: number; book: number; dialog: number };
/** A way's targets: an inline tag's, a popup's with its own module added. */
export function targetsOf(way: string): { slots: number; book: number };
export const GATES: {
  embed: number;
  dialog: number;
  [path: string]: number | { slots: number; book: number };
};
export function compressedSizes(buffer: Uint8Array): { raw: number; gzip: number; brotli: number };
export function sizeOfFiles(distDir: string, files: Iterable<string>): SizeSet;
export function analyzeBuild(distDir?: string): BuildAnalysis;
export function checkBudgets(analysis: BuildAnalysis): BudgetRow[];
export function formatTable(rows: BudgetRow[]): string;
