// Packages are built without DOM or Node typings (STYLE.md), so the one runtime global they use,
// the console of every JavaScript runtime, is declared here.
// An interface, so that where Node's typings are loaded too (tests, scripts) the two merge.
interface Console {
  warn(...data: unknown[]): void
  error(...data: unknown[]): void
}
declare var console: Console
