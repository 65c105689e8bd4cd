// Strings with {name} placeholders ("Rule {rule} of {version}…"), filled in where the values are known (the pages'
// scripts, the archive's pages); an unknown name is left empty.

export function fill(template: string | undefined, values: Record<string, string | number>): string {
  return (template ?? "").replace(/\{(\w+)\}/gu, (_, key: string) => String(values[key] ?? ""));
}
