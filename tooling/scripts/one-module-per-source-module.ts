// An esbuild plugin for tsup: one output module per source module (STYLE.md: libraries that
// tree-shake). Every relative import stays an import of the sibling output file (`./geometry` ->
// `./geometry.js` or `./geometry.cjs`), so a bundler keeps only the modules a consumer uses and
// Node loads only the modules an entry imports. JSON data is the exception: it is inlined into the
// module that imports it. Typed structurally, so that this file needs no esbuild install of its own.

interface ResolveArgs {
  path: string
  kind: string
}

interface PluginBuild {
  onResolve(
    options: { filter: RegExp },
    callback: (args: ResolveArgs) => { path: string; external: boolean } | undefined,
  ): void
}

export function oneModulePerSourceModule(extension: '.js' | '.cjs') {
  return {
    name: 'one-module-per-source-module',
    setup(build: PluginBuild) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point' || args.path.endsWith('.json')) return undefined
        return { path: `${args.path}${extension}`, external: true }
      })
    },
  }
}
