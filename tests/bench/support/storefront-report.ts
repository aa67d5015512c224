/**
 * Figures and budgets of the storefront benchmark: each figure is printed beside its budget with PASS
 * or MISS, and kept for the summary table at the end.
 */

/** One budgeted figure. `limit` is an upper bound unless `atLeast` says it is a lower one. */
export interface BudgetRow {
  readonly section: string;
  readonly label: string;
  readonly value: number;
  readonly limit: number;
  readonly unit: string;
  readonly atLeast?: boolean;
  /** Digits after the point when printing. */
  readonly digits?: number;
}

export function passes(row: BudgetRow): boolean {
  if (!Number.isFinite(row.value)) return false;
  return row.atLeast ? row.value >= row.limit : row.value <= row.limit;
}

function show(value: number, unit: string, digits: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

/**
 * Digits enough that the printed figure tells PASS from MISS as the row does: a median of 99.5 is
 * printed as such, never rounded to a passing 100 beside MISS.
 */
function digitsFor(row: BudgetRow): number {
  let digits = row.digits ?? 1;
  const roundedPasses = (d: number) => passes({ ...row, value: Number(row.value.toFixed(d)) });
  while (digits < 4 && Number.isFinite(row.value) && roundedPasses(digits) !== passes(row)) digits++;
  return digits;
}

export function formatRow(row: BudgetRow): string {
  const bound = `${row.atLeast ? '≥' : '≤'} ${show(row.limit, row.unit, row.digits ?? 1)}`;
  return `${row.label.padEnd(40)} ${show(row.value, row.unit, digitsFor(row)).padStart(12)}  ${bound.padEnd(16)} ${passes(row) ? 'PASS' : 'MISS'}`;
}

/** Collects the rows of a run; prints each as it comes. */
export class Budgets {
  readonly rows: BudgetRow[] = [];

  check(row: BudgetRow): void {
    this.rows.push(row);
    console.log(`BUDGET ${formatRow(row)}`);
  }

  get missed(): BudgetRow[] {
    return this.rows.filter((row) => !passes(row));
  }

  /** The summary: every row by section, then the count of misses. */
  summary(): string {
    const lines: string[] = [];
    let section = '';
    for (const row of this.rows) {
      if (row.section !== section) {
        section = row.section;
        lines.push(`-- ${section}`);
      }
      lines.push(`   ${formatRow(row)}`);
    }
    lines.push(`${this.rows.length - this.missed.length}/${this.rows.length} figures within budget`);
    return lines.join('\n');
  }
}

export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const kB = (bytes: number): number => bytes / 1000;
