import { compile } from '@fastify/proxy-addr';
import { kept } from '../kept-answers.ts';

/**
 * Fastify's trust setting. A hop count becomes "the first n hops (the socket's peer, then
 * X-Forwarded-For from the right) are proxies": Fastify itself now reads a bare number
 * as "trust nobody", since a client that reaches the site directly can write the entries.
 * So a count is only right where the proxies are the site's only way in (TRUST_PROXY in
 * docs/configuration.md).
 *
 * A list of proxies is compiled as Fastify compiles it, and each address's answer kept (a
 * thousand at most, kept-answers.ts): Fastify asks again for every `request.ip` (and for `request.protocol` and `request.host`
 * behind a proxy that names them), and each asking parses the address anew, some 5 µs of
 * CPU a page on this host, though the address asked about is nearly always the proxy's.
 */
export function trustedProxies(setting: false | number | string[] | undefined) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  if (!setting) return false;
  const trusts = compile(setting);
  // The answer depends on the address alone: a list's trust never reads the hop.
  return kept((address) => trusts(address, 0));
}
