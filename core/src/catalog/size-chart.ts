/**
 * Size charts of the shop's product kinds: which body or product measure each size stands for. The
 * API names a product's chart (`sizeChart`); every frontend shows the same table from here.
 * Measures are in centimetres, shoe sizes in EU, UK and foot length.
 */

/** The charts, one per way of sizing: adult clothing, kids' clothing, shoes, gloves, balls, skis. */
export const SIZE_CHARTS = ['adult-clothing', 'kids-clothing', 'shoes', 'gloves', 'balls', 'skis'] as const;

export type SizeChartKind = (typeof SIZE_CHARTS)[number];

/** A measure a chart's column gives; frontends translate it by this key. */
export type SizeMeasure =
  | 'chest'
  | 'waist'
  | 'hips'
  | 'height'
  | 'age'
  | 'eu'
  | 'uk'
  | 'footLength'
  | 'handCircumference'
  | 'circumference'
  | 'ageGroup'
  | 'bodyHeight';

/** One row: a size and its measures, in the chart's column order (a range as `from–to`). */
export interface SizeChartRow {
  readonly size: string;
  readonly values: readonly string[];
}

export interface SizeChart {
  readonly kind: SizeChartKind;
  readonly measures: readonly SizeMeasure[];
  readonly rows: readonly SizeChartRow[];
}

const row = (size: string, ...values: string[]): SizeChartRow => ({ size, values });

const CHARTS: Readonly<Record<SizeChartKind, SizeChart>> = {
  'adult-clothing': {
    kind: 'adult-clothing',
    measures: ['chest', 'waist', 'hips'],
    rows: [
      row('XS', '82–88', '68–74', '84–90'),
      row('S', '88–94', '74–80', '90–96'),
      row('M', '94–100', '80–86', '96–102'),
      row('L', '100–106', '86–94', '102–108'),
      row('XL', '106–114', '94–102', '108–114'),
      row('XXL', '114–122', '102–110', '114–120'),
    ],
  },
  'kids-clothing': {
    kind: 'kids-clothing',
    measures: ['height', 'age', 'chest'],
    rows: [
      row('116', '111–116', '5–6', '58–61'),
      row('128', '123–128', '7–8', '62–65'),
      row('140', '135–140', '9–10', '66–70'),
      row('152', '147–152', '11–12', '71–76'),
      row('164', '159–164', '13–14', '77–82'),
      row('176', '171–176', '15–16', '83–88'),
    ],
  },
  shoes: {
    kind: 'shoes',
    measures: ['eu', 'uk', 'footLength'],
    rows: [
      row('36', '36', '3.5', '22.5'),
      row('37', '37', '4', '23.1'),
      row('38', '38', '5', '23.8'),
      row('39', '39', '5.5', '24.5'),
      row('40', '40', '6.5', '25.1'),
      row('41', '41', '7', '25.8'),
      row('42', '42', '8', '26.5'),
      row('43', '43', '9', '27.1'),
      row('44', '44', '9.5', '27.8'),
      row('45', '45', '10.5', '28.5'),
      row('46', '46', '11', '29.1'),
      row('47', '47', '12', '29.8'),
    ],
  },
  gloves: {
    kind: 'gloves',
    measures: ['handCircumference'],
    rows: [
      row('6', '15–16'),
      row('7', '17–18'),
      row('8', '19–20'),
      row('9', '21–22'),
      row('10', '23–24'),
      row('11', '25–26'),
    ],
  },
  balls: {
    kind: 'balls',
    measures: ['circumference', 'ageGroup'],
    rows: [row('3', '58–61', '≤ 8'), row('4', '63.5–66', '8–12'), row('5', '68–70', '12+')],
  },
  skis: {
    kind: 'skis',
    measures: ['bodyHeight'],
    rows: [
      row('150 cm', '155–165'),
      row('160 cm', '165–175'),
      row('170 cm', '175–185'),
      row('180 cm', '185–195'),
    ],
  },
};

export function isSizeChartKind(value: unknown): value is SizeChartKind {
  return (SIZE_CHARTS as readonly unknown[]).includes(value);
}

/** The table of a chart. */
export function sizeChart(kind: SizeChartKind): SizeChart {
  return CHARTS[kind];
}
