// Packages are built without DOM or Node typings (STYLE.md). The runtime globals this package uses
// (AbortSignal for time-outs and callers' aborts) are declared as far as it reads them; interfaces,
// so that where DOM or Node typings are loaded too (tests, the apps) the declarations merge.
interface AbortSignal {
  readonly aborted: boolean
  // biome-ignore lint/suspicious/noExplicitAny: must match the DOM's and Node's declaration to merge with it
  readonly reason: any
}
