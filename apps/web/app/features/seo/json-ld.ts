import type { Offer, Organization, Person, Product, WithContext } from 'schema-dts';
import type { SiteInfo } from '../../lib/site';
import { fileUrl } from '../../lib/images';

/**
 * schema.org data for search engines, as `script:ld+json` meta entries (React Router writes
 * each as a `<script type="application/ld+json">`: a data block, never run, so the page's
 * Content-Security-Policy does not apply to it). Typed with schema-dts, so a property of
 * the wrong type or a misspelt one fails the typecheck.
 */

const imageAt = (origin: string, id: string | null | undefined) =>
  id ? `${origin}${fileUrl(id, 1280)}` : undefined;

/** The site's social profiles that are set: `sameAs` of the business and the coach. */
export const socialLinks = (site: SiteInfo) =>
  Object.values(site.social).filter((link) => /^https?:\/\//i.test(link));

/** The business behind the site, with its social profiles. */
export function organizationJsonLd(
  site: SiteInfo,
  { origin, logo }: { origin: string; logo?: string | null },
): WithContext<Organization> {
  const sameAs = socialLinks(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.businessName,
    url: `${origin}/`,
    ...(logo && { logo: imageAt(origin, logo) }),
    ...(site.email && { email: site.email }),
    ...(site.phone && { telephone: site.phone }),
    ...(sameAs.length && { sameAs }),
    founder: { '@type': 'Person', name: site.coachName },
  };
}

/** The coach, on the profile page. */
export function personJsonLd(
  site: SiteInfo,
  {
    origin,
    url,
    image,
    jobTitle,
  }: { origin: string; url: string; image?: string | null; jobTitle: string },
): WithContext<Person> {
  const sameAs = socialLinks(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.coachName,
    url,
    jobTitle,
    ...(image && { image: imageAt(origin, image) }),
    worksFor: { '@type': 'Organization', name: site.businessName, url: `${origin}/` },
    ...(sameAs.length && { sameAs }),
  };
}

/** What a product's data is made from: the shop's product view has these, and more. */
export interface OfferedProduct {
  id: number;
  heading: string;
  description: string;
  price: number;
  currency: string;
  image: string | null;
}

/** An ISO 4217 code (what schema.org's priceCurrency takes), or null for other words. */
export const currencyCode = (currency: string) =>
  /^[a-z]{3}$/i.test(currency.trim()) ? currency.trim().toUpperCase() : null;

/**
 * A product of the shop with its offer (price and currency, bought on the site). A
 * currency the admin wrote in other words than a code gets no offer: a wrong one is
 * worse than none.
 */
export function productJsonLd(
  product: OfferedProduct,
  { origin, url, seller }: { origin: string; url: string; seller: string },
): WithContext<Product> {
  const code = currencyCode(product.currency);
  const offer: Offer | undefined = code
    ? {
        '@type': 'Offer',
        price: product.price,
        priceCurrency: code,
        availability: 'https://schema.org/InStock',
        url: `${origin}/shops/checkout/${product.id}`,
        seller: { '@type': 'Organization', name: seller },
      }
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.heading,
    description: product.description,
    ...(product.image && { image: [imageAt(origin, product.image)!] }),
    url,
    ...(offer && { offers: offer }),
  };
}
