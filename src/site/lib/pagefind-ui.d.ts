// @pagefind/default-ui ships no type declarations: the part of its API the search page uses.
declare module "@pagefind/default-ui" {
  export class PagefindUI {
    constructor(options: Record<string, unknown>);
    triggerSearch(term: string): void;
  }
}
