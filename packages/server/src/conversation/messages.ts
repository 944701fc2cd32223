// The texts a person sees when something goes wrong (docs/conversation.md#errors), exact where the spec gives them.
// One rule of our own (docs/conversation.md#errors): a chat never shows the upstream error (no provider name, no raw
// JSON). The detail goes to the System Logs instead (the service logs the LlmError's kind, status and message).
export const conversationTexts = {
  /** The model gateway answered with an HTTP error (its detail goes to the logs only). */
  apiError: () =>
    "I'm sorry, I'm having trouble reaching my astrological knowledge right now. Please try again in a moment!",
  empty: "I'm sorry, my response came back empty. Please try again in a moment!",
  blankAssistant: 'The cosmic energies seem to be having a moment of silence... let me try again!',
  blankUser: 'Message content unavailable',
  /** A timeout, a network failure or a cut stream (its detail goes to the logs only). */
  generationFailed: () => "I'm having a moment of cosmic static! Let me reconnect with the stars and try again.",
  outerFailure: "I'm having trouble connecting to the cosmic network right now. Please try again!",
} as const;
