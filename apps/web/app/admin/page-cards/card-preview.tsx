import type { Language } from '@coach/contract/options';
import { fillIn } from '@coach/contract/messages';
import { useT } from '../i18n/text.ts';
import { L } from './texts.ts';

interface Props {
  language: Language;
  /** The site's address, whose host the card names. */
  publicUrl: string;
  title: string;
  description: string;
  /** The picture's address (a stored image's or a chosen file's), if any. */
  image?: string;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The card as Facebook draws a shared link: the picture at 1.91 : 1 on top, then the
 * site's domain in small capitals, the title in bold and a line or two of description,
 * in a box. A field left empty shows what stands in for it (the page's own).
 */
export function CardPreview({ language, publicUrl, title, description, image }: Props) {
  const t = useT();
  const lang = language === 'mm' ? 'my' : 'en';
  return (
    <figure className="a-card-preview">
      <div className="a-card-preview-box" data-testid="card-preview">
        <div className="a-card-preview-image">
          {image ? (
            <img src={image} alt={t(L.previewImage)} />
          ) : (
            <span className="a-card-preview-no-image">{t(L.ownPicture)}</span>
          )}
        </div>
        <div className="a-card-preview-text">
          <span className="a-card-preview-domain">{hostOf(publicUrl)}</span>
          {title.trim() ? (
            <strong className="a-card-preview-title" lang={lang}>
              {title}
            </strong>
          ) : (
            <strong className="a-card-preview-title a-card-preview-own">{t(L.ownTitle)}</strong>
          )}
          {description.trim() ? (
            <span className="a-card-preview-description" lang={lang}>
              {description}
            </span>
          ) : (
            <span className="a-card-preview-description a-card-preview-own">
              {t(L.ownDescription)}
            </span>
          )}
        </div>
      </div>
      <figcaption className="a-hint">
        {fillIn(t(L.previewCaption), { language: t(language === 'mm' ? L.burmese : L.english) })}
      </figcaption>
    </figure>
  );
}
