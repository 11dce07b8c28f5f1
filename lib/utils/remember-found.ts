/**
 * An existence check whose positive answers are reused for `freshMs`, for the server in front of
 * Next, which asks on every request it hands on (the blog's and the sites' gates, decision 0017).
 * Callers asking for one key at the same moment share one look-up; only a found key is kept
 * after it, so a missing one is looked up again on the next request and answers as soon as it
 * exists, and a flood of made-up keys keeps nothing. At most `max` keys are kept; beyond it the
 * expired, then the oldest, are dropped.
 */
export function rememberFound(lookUp: (key: string) => Promise<boolean>, { freshMs, max }: { freshMs: number; max: number }) {
  const answers = new Map<string, { exists: Promise<boolean>; until: number }>();
  return (key: string, now: number): Promise<boolean> => {
    const known = answers.get(key);
    if (known && known.until > now) return known.exists;
    if (answers.size >= max) {
      for (const [k, entry] of answers) if (entry.until <= now) answers.delete(k);
      if (answers.size >= max) answers.delete(answers.keys().next().value!);
    }
    const answer = { exists: lookUp(key), until: now + freshMs };
    answers.set(key, answer);
    const forget = () => {
      if (answers.get(key) === answer) answers.delete(key);
    };
    answer.exists.then((exists) => exists || forget(), forget);
    return answer.exists;
  };
}
