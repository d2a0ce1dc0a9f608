import { compile } from '@fastify/proxy-addr';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../src/http/trusted-proxies.ts';

/**
 * The trust setting handed to Fastify: a list's answers are kept per address, and must be
 * the answers the list gives, however often and in whatever order an address is asked.
 */
describe('trusted proxies', () => {
  const list = ['loopback', '10.0.0.0/8', '2001:db8::1'];
  const addresses = [
    '127.0.0.1',
    '10.1.2.3',
    '11.1.2.3',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.9',
    '2001:db8::1',
    '2001:db8::2',
    'not an address',
    '',
  ];

  it('answers for a list of proxies as the list itself does, asked once or again', () => {
    const trusts = trustedProxies(list);
    if (typeof trusts !== 'function') throw new Error('a list is a trust function');
    const plain = compile(list);
    const expected = addresses.map((address) => plain(address, 0));
    expect(expected).toContain(true);
    expect(expected).toContain(false);
    for (let round = 0; round < 3; round++) {
      expect(addresses.map((address) => trusts(address, round))).toEqual(expected);
    }
  });

  it('still answers rightly once more addresses were asked than it keeps', () => {
    const trusts = trustedProxies(['10.0.0.0/8']);
    if (typeof trusts !== 'function') throw new Error('a list is a trust function');
    for (let i = 0; i < 2_500; i++) {
      const address = `${i % 2 ? 10 : 11}.0.${(i >> 8) & 255}.${i & 255}`;
      expect(trusts(address, 0)).toBe(i % 2 === 1);
    }
    expect(trusts('10.0.0.1', 0)).toBe(true);
    expect(trusts('11.0.0.1', 0)).toBe(false);
  });

  it('reads a hop count as that many proxies, and nothing as none', () => {
    const hops = trustedProxies(2);
    if (typeof hops !== 'function') throw new Error('a count is a trust function');
    expect([0, 1, 2, 3].map((hop) => hops('203.0.113.9', hop))).toEqual([true, true, false, false]);
    expect(trustedProxies(false)).toBe(false);
    expect(trustedProxies(undefined)).toBe(false);
  });

  it('gives Fastify the client behind a chain of trusted proxies, request after request', async () => {
    const app = Fastify({ trustProxy: trustedProxies(['127.0.0.1', '10.0.0.0/8']) });
    app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const ask = async (forwardedFor: string) =>
      (
        await app.inject({
          url: '/',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
        })
      ).json();
    for (let round = 0; round < 2; round++) {
      // The client's own left-most entries are never believed past the first untrusted one.
      expect(await ask('6.6.6.6, 198.51.100.7, 10.0.0.5')).toEqual({
        ip: '198.51.100.7',
        protocol: 'https',
      });
      expect(await ask('198.51.100.8')).toEqual({ ip: '198.51.100.8', protocol: 'https' });
    }
    await app.close();
  });
});
