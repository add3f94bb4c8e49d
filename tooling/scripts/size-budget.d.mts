// Types of size-budget.mjs, for the TypeScript tests that import it.
export declare function importBudgets(packageName: string): Record<string, number>
export declare function importSize(options: {
  packageName: string
  name: string
  resolveDir: string
  nodePaths?: string[]
  esbuildFrom: string
}): Promise<{ kb: number; heaviest: string[] }>
