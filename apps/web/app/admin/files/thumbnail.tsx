import type { LibraryFile } from '@coach/contract';
import { fileUrl } from '../../lib/images.ts';
import { useT } from '../i18n/text.ts';
import { L } from './texts.ts';

/**
 * A library picture as a button: its smallest resized copy (twice that on a sharp screen)
 * over its name. `pressed` marks the one open beside the grid.
 */
export function Thumbnail({
  file,
  pressed,
  onClick,
}: {
  file: LibraryFile;
  pressed?: boolean;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <button type="button" className="a-library-item" aria-pressed={pressed} onClick={onClick}>
      <img
        src={fileUrl(file.id, 160)}
        srcSet={`${fileUrl(file.id, 160)} 160w, ${fileUrl(file.id, 320)} 320w`}
        sizes="(max-width: 600px) 45vw, 160px"
        width={file.width}
        height={file.height}
        loading="lazy"
        alt=""
      />
      <span className="a-library-name">{file.name ?? t(L.untitled)}</span>
    </button>
  );
}
