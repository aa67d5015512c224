import { describe, expect, it } from 'vitest';
import { SIZE_CHARTS, isSizeChartKind, sizeChart } from './size-chart.js';

describe('size charts', () => {
  it.each(SIZE_CHARTS)('the %s chart gives a value for every measure in every row', (kind) => {
    const chart = sizeChart(kind);
    expect(chart.kind).toBe(kind);
    expect(chart.rows.length).toBeGreaterThan(0);
    for (const row of chart.rows) expect(row.values).toHaveLength(chart.measures.length);
  });

  it.each(SIZE_CHARTS)('the %s chart lists each size once', (kind) => {
    const sizes = sizeChart(kind).rows.map((row) => row.size);
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it('knows its own kinds and nothing else', () => {
    expect(SIZE_CHARTS.every(isSizeChartKind)).toBe(true);
    expect(isSizeChartKind('hats')).toBe(false);
    expect(isSizeChartKind(undefined)).toBe(false);
    expect(isSizeChartKind('toString')).toBe(false);
  });
});
