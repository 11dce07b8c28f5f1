/**
 * Runs `work` over `items`, `limit` at a time: files are copied a few at once, since each is a
 * round trip to a bucket, without holding more than a few of them in memory.
 */
export async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
