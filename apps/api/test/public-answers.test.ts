import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { keptAnswer } from '../src/http/answer-cache.ts';
import { publicAnswers } from '../src/http/public-answers.ts';
import type { ChangeVersionReader } from '../src/db/change-versions.ts';

/** A version reader that counts writes noted and answers a version set by the test. */
function fakeVersions() {
  const state = { version: 'v1', lastSeen: null as string | null, writes: 0 };
  const reader = {
    site: async () => (state.lastSeen = state.version),
    lastSeen: () => state.lastSeen,
    noteWrite: () => (state.writes += 1),
  } as unknown as ChangeVersionReader;
  return { state, reader };
}

const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;
const rendered = (text: string) => async () => ({
  answer: keptAnswer(200, {}, Buffer.from(text)),
  keep: true,
});

describe('public answers: both caches, the check for admission, the write notice', () => {
  it('says a request is kept only once its kind holds its answer at the version last read', async () => {
    const { state, reader } = fakeVersions();
    const answers = publicAnswers(reader);
    answers.keep('pages', (r) => (r.url.startsWith('/admin') ? null : r.url));
    answers.keep('lists', (r) => (r.url.startsWith('/api/events') ? r.url : null));

    expect(answers.isKept(request('GET', '/blogs'))).toBe(false); // no version read yet
    await answers.get('pages', '/blogs', await answers.version(), rendered('blogs'));
    await answers.get('lists', '/api/events', await answers.version(), rendered('[]'));
    expect(answers.isKept(request('GET', '/blogs'))).toBe(true);
    expect(answers.isKept(request('HEAD', '/blogs'))).toBe(true);
    expect(answers.isKept(request('GET', '/api/events'))).toBe(true);
    expect(answers.isKept(request('POST', '/blogs'))).toBe(false);
    expect(answers.isKept(request('GET', '/admin'))).toBe(false);
    // A list is not a page: each kind is asked by its own key.
    expect(answers.isKept(request('GET', '/trainings'))).toBe(false);

    state.version = 'v2';
    await answers.version();
    expect(answers.isKept(request('GET', '/blogs'))).toBe(false);
  });

  it('notes a write when any other method is answered, never a read', () => {
    const { state, reader } = fakeVersions();
    const answers = publicAnswers(reader);
    answers.answered(request('GET', '/'));
    answers.answered(request('HEAD', '/'));
    expect(state.writes).toBe(0);
    answers.answered(request('POST', '/api/appointment'));
    answers.answered(request('DELETE', '/api/events/1'));
    expect(state.writes).toBe(2);
  });
});
