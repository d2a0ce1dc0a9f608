import { island } from '../../startup/island';
import './preview-notice.css';

/** A previewed record as its page's notice names it. */
export interface PreviewView {
  name: string;
  /** The day the link stops opening it, in the visitor's language. */
  until: string;
}

/** Its words and code load after the rest of the page is hydrated (startup/island.tsx). */
const PreviewNoticeBody = island(() =>
  import('./preview-notice-body').then((module) => module.PreviewNoticeBody),
);

/**
 * Says, above a page opened by a preview link, that what it shows is not public yet.
 * Nothing on other pages: an island renders exactly one element.
 */
export function PreviewNotice({ preview }: { preview: PreviewView | null | undefined }) {
  return preview ? <PreviewNoticeBody preview={preview} /> : null;
}
