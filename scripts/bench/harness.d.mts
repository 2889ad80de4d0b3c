/** Types of harness.mjs: the shared runs, machine facts and min/median table of the benchmarks. */
export declare const DEFAULT_RUNS: number;
export declare const runsOption: { runs: { type: 'string'; default: string } };
export declare function parseRuns(value: string | undefined): number;
export declare function loadAverage(): [string, string, string];
export interface MachineFacts {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}
export declare function machineFacts(): MachineFacts;
export declare function describeMachine(): string;
/** CPU seconds a process and its descendants used (Linux /proc). */
export declare function treeCpuSeconds(rootPid: number): number;
export declare function median(values: readonly number[]): number;

/** One measured line of a run: labels say what it is, figures are its numbers. */
export interface BenchRow {
  /** Rows with different figures go in tables of their own, printed under this title. */
  table?: string;
  labels: Record<string, string>;
  figures: Record<string, number | null | undefined>;
}
export interface BenchRun {
  run: number;
  /** The 1-minute load average when the run started. */
  load: string;
  rows: BenchRow[];
}
/** Decimal places per figure name (default 0). */
export type FigureDecimals = Record<string, number>;
export declare function summarize(runs: readonly BenchRun[], decimals?: FigureDecimals): string;
export declare function repeatRuns(options: {
  title: string;
  runs: number;
  measure: (run: number) => Promise<BenchRow[]>;
  decimals?: FigureDecimals;
}): Promise<BenchRun[]>;
