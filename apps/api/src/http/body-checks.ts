import { apiMessage } from '@coach/contract';
import { HttpError } from './problem.ts';

/**
 * Checks on what a request carries, written without recursion: a body nested thousands
 * of levels deep must be refused, not overflow the stack of the check that reads it.
 */

/** Deeper than any form of the site nests (two or three levels); JSON bombs go far beyond. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep the JSON text nests objects and arrays, counted on the text before it is
 * parsed (brackets inside strings do not count). Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** Parses a JSON body, refusing one nested deeper than MAX_JSON_DEPTH (400). */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new HttpError(400, 'Bad Request', apiMessage('jsonTooDeep', { max: MAX_JSON_DEPTH }));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Bad Request', 'The request body is not valid JSON.');
  }
}

/** Whether any string in the value (at any depth) holds U+0000. Iterative: no stack to overflow. */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
