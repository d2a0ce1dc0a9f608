import type { LibraryFile } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import type { MouseEvent } from 'react';
import { fileUrl } from '../../lib/images.ts';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { L } from './texts.ts';

/** A focal point as the API keeps it: shares of the width and height, null for the middle. */
export interface Focus {
  x: number | null;
  y: number | null;
}

/** The tallest the picture to tap is drawn, in CSS pixels. */
const DRAWN_HEIGHT = 320;

/** Two decimals: a hundredth of the picture is finer than any crop will show. */
const round = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 100) / 100;

/** The point as a percentage pair for CSS and for people, the middle when none is set. */
export const percent = (share: number | null) => Math.round((share ?? 0.5) * 100);

/**
 * The point of a picture that crops keep in view. Tapping the picture puts it there (the
 * picture is drawn at its own shape, so the tap's place is the point); two sliders do the
 * same from a keyboard or a screen reader. Beside it, the picture as a wide banner and as
 * a square card, cut as the site will cut it.
 */
export function FocalPoint({
  file,
  focus,
  onChange,
}: {
  file: LibraryFile;
  focus: Focus;
  onChange: (focus: Focus) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const x = percent(focus.x);
  const y = percent(focus.y);
  const position = `${x}% ${y}%`;

  function tap(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    });
  }

  const slider = (axis: 'x' | 'y', label: string, value: number) => (
    <label className="a-focal-slider">
      <span>{label}</span>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(e) =>
          onChange({
            x: focus.x ?? 0.5,
            y: focus.y ?? 0.5,
            [axis]: round(Number(e.target.value) / 100),
          })
        }
      />
    </label>
  );

  return (
    <fieldset className="a-panel-fieldset a-focal">
      <legend>{t(L.focalTitle)}</legend>
      <p className="a-hint">{t(L.focalHint)}</p>
      {/* Pointer only: the sliders below are its keyboard and screen-reader equivalent. */}
      <div
        className="a-focal-picture"
        onClick={tap}
        // As wide as fits, up to a height of DRAWN_HEIGHT: a small logo is drawn large
        // enough to tap, and a tall photo does not fill a phone's screen.
        style={{ width: `min(100%, ${Math.round((DRAWN_HEIGHT * file.width) / file.height)}px)` }}
      >
        <img src={fileUrl(file.id, 640)} width={file.width} height={file.height} alt="" />
        <span className="a-focal-mark" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />
      </div>
      <p className="a-focal-now" aria-live="polite">
        {fillIn(t(L.focalPoint), { x: localDigits(x, language), y: localDigits(y, language) })}
      </p>
      <div className="a-focal-sliders">
        {slider('x', t(L.focalLeft), x)}
        {slider('y', t(L.focalTop), y)}
      </div>
      <div className="a-focal-crops" aria-hidden="true">
        {[
          { label: L.focalWide, shape: 'a-focal-crop-wide' },
          { label: L.focalSquare, shape: 'a-focal-crop-square' },
        ].map(({ label, shape }) => (
          <figure key={shape} className={`a-focal-crop ${shape}`}>
            <img src={fileUrl(file.id, 640)} alt="" style={{ objectPosition: position }} />
            <figcaption>{t(label)}</figcaption>
          </figure>
        ))}
      </div>
      <button
        type="button"
        className="a-button a-button-small"
        disabled={focus.x === null && focus.y === null}
        onClick={() => onChange({ x: null, y: null })}
      >
        {t(L.focalMiddle)}
      </button>
    </fieldset>
  );
}
