import { Fragment, type ReactNode } from 'react';
import { formatDate } from '@coach/contract/formats';

/** A calendar day (YYYY-MM-DD), not an instant: read at noon UTC it is that day wherever the admin is. */
export const calendarDayLabel = (day: string, language: 'en' | 'mm') =>
  formatDate(`${day}T12:00:00Z`, language, 'UTC', { short: true });

/** Where a chart's bars stand: the drawing's size, its left margin and bottom axis, and the room right of the last bar. */
export type ChartFrame = { width: number; height: number; axis: number; right: number };

/** What a chart counts per row, in the order the legend and the table name it; `a-bar-<key>` colours it. */
export type Series<Key extends string> = readonly { key: Key; label: string }[];

/** The drawing, hidden from screen readers (the text beside it says the same), with its baseline. */
function BarChartDrawing({ frame, children }: { frame: ChartFrame; children: ReactNode }) {
  const { width, height, axis, right } = frame;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <line x1={axis} y1={height - axis} x2={width - right} y2={height - axis} className="a-axis" />
      {children}
    </svg>
  );
}

/**
 * A group of bars for each row, spread evenly along the baseline and scaled so `most`
 * reaches the top: the series side by side, or, where each is part of the next
 * (`overlap`), drawn over each other with the first on top. `after` draws what goes with
 * a group (a date under it).
 */
type BarsProps<Key extends string, Row extends Record<Key, number>> = {
  frame: ChartFrame;
  rows: Row[];
  rowKey: (row: Row) => string;
  series: Series<Key>;
  most: number;
  /** A bar's width, given the room each group has. */
  barWidth: (step: number) => number;
  overlap?: boolean;
  after?: (row: Row, i: number, x: number) => ReactNode;
};

function BarGroups<Key extends string, Row extends Record<Key, number>>({
  frame,
  rows,
  rowKey,
  series,
  most,
  barWidth,
  overlap = false,
  after,
}: BarsProps<Key, Row>) {
  const step = (frame.width - frame.axis - frame.right) / rows.length;
  const bar = barWidth(step);
  const group = overlap ? bar : bar * series.length;
  const height = (n: number) => (n / most) * (frame.height - frame.axis);
  const drawn = overlap ? [...series].reverse() : series;
  return rows.map((row, i) => {
    const x = frame.axis + i * step + (step - group) / 2;
    return (
      <g key={rowKey(row)}>
        {drawn.map(({ key }, j) => (
          <rect
            key={key}
            className={`a-bar-${key}`}
            x={overlap ? x : x + j * bar}
            y={frame.height - frame.axis - height(row[key])}
            width={bar}
            height={height(row[key])}
          />
        ))}
        {after?.(row, i, x)}
      </g>
    );
  });
}

/** The colour keys under a chart, for the eye only like the drawing. */
function ChartLegend({ series }: { series: Series<string> }) {
  return (
    <figcaption className="a-legend" aria-hidden="true">
      {series.map(({ key, label }, i) => (
        <Fragment key={key}>
          {i > 0 && ' '}
          <span className={`a-key a-bar-${key}`} /> {label}
        </Fragment>
      ))}
    </figcaption>
  );
}

/**
 * A bar chart: the drawing with `ticks` drawn before the bars, what the page writes
 * `above` and `below` it, and the legend.
 */
export function BarChartFigure<Key extends string, Row extends Record<Key, number>>({
  ticks,
  above,
  below,
  ...bars
}: BarsProps<Key, Row> & { ticks?: ReactNode; above?: ReactNode; below?: ReactNode }) {
  return (
    <figure className="a-weekly-figure">
      {above}
      <BarChartDrawing frame={bars.frame}>
        {ticks}
        <BarGroups {...bars} />
      </BarChartDrawing>
      {below}
      <ChartLegend series={bars.series} />
    </figure>
  );
}
