import { crc32, deflateSync } from 'node:zlib';
import { type Answer, nextClientAddress, request } from '../faults/harness/http.ts';
import {
  type InputKind,
  type ResourceDef,
  inputKindOf,
  resourceList,
} from '../packages/contract/src/index.ts';

/**
 * Records made from the contract's registry, so a resource or field added later is
 * covered without touching the security suite: every writable field gets a value of its
 * input kind, the text kinds the caller's text.
 */

/** The kinds a public page shows as text (names, descriptions, article HTML). */
export const TEXT_KINDS: readonly InputKind[] = ['text', 'textarea', 'richtext'];

export const PUBLISHABLE = resourceList.filter((def) => def.publishable);

/** Resources that read a publishable one nested (a quote's `article`). */
export const NESTING = resourceList.filter((def) =>
  PUBLISHABLE.some((parent) => parent.table === def.parent?.table),
);

/** The longest text a field accepts (zod keeps it on the string schema). */
export const maxLengthOf = (schema: unknown) =>
  (schema as { maxLength?: number | null }).maxLength ?? Number.POSITIVE_INFINITY;

export const textFields = (def: ResourceDef) =>
  Object.entries(def.fields ?? {}).filter(([, schema]) =>
    TEXT_KINDS.includes(inputKindOf(schema)!),
  );

/**
 * A create body for the resource: `text(field)` for every text field (cut to what the
 * field accepts), a working value for the rest. Dates are left out (all optional).
 */
export function recordBody(
  def: ResourceDef,
  text: (field: string, kind: InputKind) => string,
  { imageId, parentId }: { imageId: string; parentId?: number },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(def.fields ?? {})) {
    const kind = inputKindOf(schema);
    if (def.parent?.foreignKey === field) {
      body[field] = parentId;
    } else if (kind && TEXT_KINDS.includes(kind)) {
      const value = text(field, kind);
      body[field] = value.slice(0, maxLengthOf(schema));
    } else if (kind === 'url') {
      body[field] = /video/.test(field)
        ? 'https://www.youtube.com/embed/dQw4w9WgXcQ'
        : 'https://example.com/';
    } else if (kind === 'image') {
      body[field] = imageId;
    } else if (kind === 'select') {
      body[field] = (schema as unknown as { options: string[] }).options[0];
    } else if (kind === 'number') {
      body[field] = 1;
    } else if (kind === 'checkbox') {
      body[field] = false;
    }
  }
  return body;
}

export interface Api {
  base: string;
  token: string;
  call(
    path: string,
    options?: { method?: string; json?: unknown; admin?: boolean },
  ): Promise<Answer>;
}

export async function signedIn(base: string, admin: { username: string; password: string }) {
  const response = await fetch(`${base}/api/token`, {
    method: 'POST',
    body: new URLSearchParams(admin),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  const api: Api = {
    base,
    token,
    call: (path, { method = 'GET', json, admin: asAdmin = false } = {}) =>
      request(base, path, {
        method,
        json,
        headers: asAdmin ? { Authorization: `Bearer ${token}` } : {},
      }),
  };
  return api;
}

/**
 * Signs in, trying again a few times: a sign-in may be shed (503) while a new server adds
 * its demo content on a busy machine. Answers an Api whose token is empty if all failed.
 */
export async function signedInPatiently(
  base: string,
  admin: { username: string; password: string },
) {
  let api = await signedIn(base, admin);
  for (let attempt = 2; attempt <= 5 && !api.token; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    api = await signedIn(base, admin);
  }
  return api;
}

let uploads = 0;

/** A 1×1 PNG of one colour. */
function onePixelPng(rgb: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1×1, 8-bit RGB
  const row = Buffer.from([0, (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Uploads a small PNG as a visitor's form would; answers its id. Each call sends a colour
 * of its own: the same picture again would be answered with the stored one's id.
 */
export async function uploadImage(base: string): Promise<string> {
  uploads += 1;
  const png = onePixelPng((process.pid * 7919 + uploads * 2654435761) % 0xffffff);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
  // A new client address each time (the server trusts one proxy's X-Forwarded-For): uploads are rate-limited.
  const response = await fetch(`${base}/api/files`, {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': nextClientAddress() },
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Creates a record of the resource and sets its published flag: in the body when it is a
 * writable field, else through the resource's publish call (testimonials).
 */
export async function createRecord(
  api: Api,
  def: ResourceDef,
  body: Record<string, unknown>,
  published?: boolean,
): Promise<number> {
  const writable = def.fields && 'is_published' in def.fields;
  const created = await api.call(`/api/${def.createPath ?? def.slug}`, {
    method: 'POST',
    json: writable && published !== undefined ? { ...body, is_published: published } : body,
    admin: true,
  });
  if (created.status !== 201) {
    throw new Error(`creating a ${def.slug}: ${created.status} ${created.body.slice(0, 500)}`);
  }
  const { id } = JSON.parse(created.body) as { id: number };
  if (def.publishable && !writable) {
    const action = published ? 'publish' : 'unpublish';
    const flagged = await api.call(`/api/${def.slug}/${id}/${action}`, {
      method: 'PUT',
      admin: true,
    });
    if (flagged.status !== 200) throw new Error(`${action} ${def.slug}: ${flagged.status}`);
  }
  return id;
}
