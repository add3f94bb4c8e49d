// robust-orientation ships no types. Referenced from geometry.ts, so that every program that
// compiles this package's source (the workspace's other packages do) sees the declaration.
declare module 'robust-orientation' {
  /** Sign of the orientation of three points: < 0 counter-clockwise, > 0 clockwise, 0 collinear (exact). */
  function orient(a: readonly number[], b: readonly number[], c: readonly number[]): number
  export = orient
}
