// Types for the tests' import of cache-handler.mjs (Next loads the file itself, by path).
type Handler = {
  get(key: string, meta: { implicitTags: string[] }): Promise<unknown>;
  set(key: string, entry: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
};
export declare function withRouteTags<Entry>(entry: Entry): Entry;
export declare function sharedHandler(client: unknown, buildId: string): Handler;
declare const CacheHandler: unknown;
export default CacheHandler;
