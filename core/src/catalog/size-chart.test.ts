import { describe, expect, it } from 'vitest';
import { SIZE_CHARTS, isSizeChartKind, sizeChart, type SizeMeasure } from './size-chart.js';

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

/** The bounds a chart value stands for: `82–88`, `22.5`, `≤ 8` (up to 8) or `12+` (12 and over). */
function bounds(value: string): [number, number] | null {
  const number = String.raw`\d+(?:\.\d+)?`;
  const range = new RegExp(`^(${number})–(${number})$`).exec(value);
  if (range) return Number(range[1]) < Number(range[2]) ? [Number(range[1]), Number(range[2])] : null;
  if (new RegExp(`^${number}$`).test(value)) return [Number(value), Number(value)];
  const upTo = new RegExp(`^≤ (${number})$`).exec(value);
  if (upTo) return [0, Number(upTo[1])];
  const andOver = new RegExp(`^(${number})\\+$`).exec(value);
  return andOver ? [Number(andOver[1]), Number.POSITIVE_INFINITY] : null;
}

const MEASURES: readonly SizeMeasure[] = [
  'chest',
  'waist',
  'hips',
  'height',
  'age',
  'eu',
  'uk',
  'footLength',
  'handCircumference',
  'circumference',
  'ageGroup',
  'bodyHeight',
];

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

describe('size chart values', () => {
  it.each(SIZE_CHARTS)(
    'every value of the %s chart is a measure: a number, a rising range, “≤ n” or “n+”',
    (kind) => {
      const chart = sizeChart(kind);
      for (const measure of chart.measures) expect(MEASURES).toContain(measure);
      for (const row of chart.rows) {
        for (const value of row.values) expect(bounds(value), `${row.size}: ${value}`).not.toBeNull();
      }
    },
  );

  it.each(SIZE_CHARTS)(
    'in the %s chart, each size is larger than the one before in every measure',
    (kind) => {
      const { rows, measures } = sizeChart(kind);
      rows.slice(1).forEach((row, i) => {
        const before = rows[i]!;
        measures.forEach((measure, column) => {
          const [low, high] = bounds(row.values[column]!)!;
          const [lowBefore, highBefore] = bounds(before.values[column]!)!;
          expect(low > lowBefore && high > highBefore, `${measure}: ${before.size} → ${row.size}`).toBe(true);
        });
      });
    },
  );

  it('given the sizes themselves, then they rise with the rows too: letters from XS, numbers upwards', () => {
    for (const kind of SIZE_CHARTS) {
      const sizes = sizeChart(kind).rows.map((row) => row.size);
      const ranks = sizes.map((size) =>
        LETTER_SIZES.includes(size) ? LETTER_SIZES.indexOf(size) : Number.parseFloat(size),
      );
      expect(
        ranks.every((rank, i) => !Number.isNaN(rank) && (i === 0 || rank > ranks[i - 1]!)),
        kind,
      ).toBe(true);
    }
  });

  it('given kids’ clothing, then the size is the body height it fits up to; given shoes, then the EU size', () => {
    for (const { size, values } of sizeChart('kids-clothing').rows)
      expect(bounds(values[0]!)![1]).toBe(Number(size));
    for (const { size, values } of sizeChart('shoes').rows) expect(values[0]).toBe(size);
  });
});
