/**
 * `work`'s answers kept by their question, up to `most` of them, for questions asked again
 * and again (a site's referrers, its visitors' browsers, the proxies in front of it).
 * Emptied when full, which costs less per asking than keeping the most recent.
 */
export function kept<A>(work: (question: string) => A, most = 1_000): (question: string) => A {
  const answers = new Map<string, A>();
  return (question) => {
    let answer = answers.get(question);
    if (answer === undefined && !answers.has(question)) {
      if (answers.size >= most) answers.clear();
      answer = work(question);
      answers.set(question, answer);
    }
    return answer as A;
  };
}
