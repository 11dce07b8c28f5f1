// Next ships the path-to-regexp it compiles matchers and header sources with, without types.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string): RegExp;
}
