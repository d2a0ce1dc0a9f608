import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which proxies in front of the site may say who the client is. `true` is
 * refused: Fastify then takes the left-most X-Forwarded-For entry, which the client
 * writes itself, so anyone could pose as a new address per request and never meet a
 * rate limit. A hop count or the proxies' own addresses make Fastify read the entry that
 * the last trusted proxy added instead.
 */
export type TrustProxy = false | number | string[];

// The names proxy-addr (Fastify's) knows for the private ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUE_REFUSED =
  'TRUST_PROXY=true would let any client choose its own address (the left-most X-Forwarded-For ' +
  'entry is written by the client). Write the number of proxies in front of the site ' +
  '(TRUST_PROXY=1 for one load balancer or reverse proxy) or their addresses ' +
  '(TRUST_PROXY=10.0.0.5 or TRUST_PROXY=127.0.0.1,10.0.0.0/8)';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export const trustProxySetting = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    if (value === 'false' || value === '' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message:
          `TRUST_PROXY must be false, a number of proxies (1) or a comma-separated list of ` +
          `addresses and CIDR ranges (127.0.0.1,10.0.0.0/8); not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
