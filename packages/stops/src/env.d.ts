// Packages are built without DOM or Node typings (STYLE.md). The one runtime global this package
// names in its types is the AbortSignal that osrmDistances hands to fetch; only what it reads is
// declared. An interface, so that where DOM or Node typings are loaded too (tests, the apps) the two merge.
interface AbortSignal {
  readonly aborted: boolean
  // biome-ignore lint/suspicious/noExplicitAny: must match the DOM's and Node's declaration to merge with it
  readonly reason: any
}
