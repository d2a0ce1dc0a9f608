import { describe, expect, it } from 'vitest';
import { keepAddressLanguage, languageAddress } from './language';
import { ownQuery } from './own-query';
import { pageHref } from './paging';

/** An address as a Facebook post's link leaves it, with a campaign's tags besides. */
const FROM_FACEBOOK =
  '?fbclid=IwAR0abc&utm_source=facebook&utm_medium=social&gclid=G1&msclkid=M1&mc_cid=C&mc_eid=E&_ga=2.1&igshid=I&events=2';
const TRACKING = /fbclid|utm_|gclid|msclkid|mc_cid|mc_eid|_ga|igshid/;

describe('links built from the current query never carry tracking parameters on', () => {
  it('the query the links copy', () => {
    expect(ownQuery(FROM_FACEBOOK).toString()).toBe('events=2');
    expect(ownQuery('?UTM_Source=x&lang=mm').toString()).toBe('lang=mm');
  });

  it("a list's pager", () => {
    const href = pageHref(FROM_FACEBOOK, 'clients', 3, 'clients');
    expect(href).toBe('?events=2&clients=3#clients');
    expect(href).not.toMatch(TRACKING);
  });

  it('the language toggle', () => {
    const href = languageAddress({ pathname: '/meet-mung', search: FROM_FACEBOOK }, 'mm');
    expect(href).toBe('/meet-mung?events=2&lang=mm');
  });

  it("a link keeping the address's language", () => {
    expect(keepAddressLanguage('/shops', `${FROM_FACEBOOK}&lang=mm`)).toBe('/shops?lang=mm');
  });
});
