import { resources } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { AA_TEXT, WHITE, parseHex, toHex } from '../../lib/contrast.ts';
import {
  type ThemeColors,
  type ThemeColourType,
  colourReport,
  themePalette,
} from '../../lib/theme-palette.ts';
import { listPage } from '../api/resources.ts';
import type { FieldAside } from '../crud/types.ts';
import { type Text, useT } from '../i18n/text.ts';
import { useLoad } from '../ui/use-load.ts';
import { CONTRAST } from './contrast-messages.ts';

const TYPES: readonly string[] = ['primary', 'secondary', 'tertiary'];

/** Rounded down, so that a pair just short of 4.5:1 never reads as 4.5:1. */
const ratioText = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/**
 * Beside the colour field: a button and a link as the public pages would draw them in
 * the colour being typed, with each pair's contrast, worked out by the same palette the
 * pages use (with the other saved colours, which shape the page's tinted surfaces).
 */
export const ContrastPreview: FieldAside = ({ id, values }) => {
  const t = useT();
  const saved = useLoad(async () => {
    const page = await listPage(resources.colors, { limit: 10, offset: 0 });
    return Object.fromEntries(page.rows.map((row) => [row.type, row.name])) as ThemeColors;
  }, []);
  const type = String(values.type ?? '');
  const value = String(values.name ?? '').trim();
  if (!TYPES.includes(type) || !parseHex(value)) {
    return (
      <div className="a-contrast-preview" id={id}>
        <p className="a-hint">{t(CONTRAST.enterColour)}</p>
      </div>
    );
  }

  const palette = themePalette({ ...saved.data, [type]: value });
  const report = colourReport(palette, type as ThemeColourType);
  const say = (text: Text, vars: Record<string, string>) => fillIn(t(text), vars);
  const verdict = (ratio: number) => t(ratio >= AA_TEXT ? CONTRAST.passes : CONTRAST.fails);
  const onText = toHex(report.textOn) === toHex(WHITE) ? CONTRAST.whiteText : CONTRAST.darkText;
  const asText = report.asText;
  return (
    <div className="a-contrast-preview" id={id}>
      <p className="a-contrast-title">{t(CONTRAST.title)}</p>
      <div className="a-contrast-row">
        <span
          className="a-contrast-button"
          style={{ background: toHex(report.colour), color: toHex(report.textOn) }}
        >
          {t(CONTRAST.button)}
        </span>
        <span>
          {say(CONTRAST.onColour, {
            text: t(onText),
            ratio: ratioText(report.textOnRatio),
            verdict: verdict(report.textOnRatio),
          })}
        </span>
      </div>
      {asText && (
        <>
          <div className="a-contrast-row">
            <span className="a-contrast-link" style={{ color: toHex(asText.shade) }}>
              {t(CONTRAST.link)}
            </span>
            <span>
              {say(CONTRAST.asText, {
                ratio: ratioText(asText.shadeRatio),
                verdict: verdict(asText.shadeRatio),
              })}
            </span>
          </div>
          {asText.darkened && (
            <p className="a-contrast-note">
              {say(CONTRAST.darkened, {
                ratio: ratioText(asText.ratio),
                shade: toHex(asText.shade),
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
};
