// Bad input to the diff tools (a version, rule or section that does not exist): the CLI prints the message and
// exits 2. Each message says what exists instead.

export class DiffInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** An unknown version, or a version without text in the requested language. */
export class UnknownVersionError extends DiffInputError {}

/** A rule id that names no rule in the release given. */
export class UnknownRuleError extends DiffInputError {}

/** A section missing from one side of a diff. */
export class UnknownSectionError extends DiffInputError {}
