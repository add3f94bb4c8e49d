// Packages are built without DOM or Node typings (STYLE.md), so the one runtime global they use,
// the console of every JavaScript runtime, is declared here.
declare const console: {
  warn(...data: unknown[]): void
  error(...data: unknown[]): void
}

declare module 'robust-orientation' {
  /** Sign of the orientation of three points: < 0 counter-clockwise, > 0 clockwise, 0 collinear (exact). */
  function orient(a: readonly number[], b: readonly number[], c: readonly number[]): number
  export = orient
}
