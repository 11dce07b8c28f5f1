// Next ships the path-to-regexp it compiles matchers and header sources with, without types.
declare module 'next/dist/compiled/path-to-regexp' {
  /** `keys`, when given, receives the source's parameters in order. */
  export function pathToRegexp(path: string, keys?: { name: string | number }[]): RegExp;
}
