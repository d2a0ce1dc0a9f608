import type { PageCardKey } from '@coach/contract/page-cards';
import { fillIn } from '@coach/contract/messages';
import { commonMessages } from '../../i18n/common.ts';
import { PUBLIC_PAGES, pageAddress } from '../../lib/public-pages.ts';
import { type SiteInfo, coachPath } from '../../lib/site.ts';
import type { Text } from '../i18n/text.ts';

/** The pages with a card, as the site's menu names them, and their addresses. */
export function cardPages(site: SiteInfo): { key: PageCardKey; name: Text; address: string }[] {
  return PUBLIC_PAGES.flatMap((page) => {
    if (!page.card || !page.menuLabel) return [];
    const label = commonMessages[page.menuLabel];
    const name = {
      en: fillIn(label.en, { name: site.coachName }),
      mm: fillIn(label.mm, { name: site.coachName }),
    };
    return [{ key: page.card, name, address: pageAddress(page, coachPath(site)) ?? '/' }];
  });
}
