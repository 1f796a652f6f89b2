/** A mistake in how a command was called: printed as a message, without a stack. */
export class UsageError extends Error {
  override name = 'UsageError';
}
