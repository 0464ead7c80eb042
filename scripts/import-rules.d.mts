export interface ImportViolation {
  /** The rule's name in .dependency-cruiser.cjs, or "no-lib-folder-cycles". */
  rule: string;
  from: string;
  to: string;
}

export function importViolations(
  files?: string[],
  options?: { baseDir?: string; maxDepth?: number; ignoreKnown?: boolean },
): Promise<ImportViolation[]>;
