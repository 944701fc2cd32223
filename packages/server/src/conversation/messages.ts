// The texts a person sees when something goes wrong (end-user spec section 8), exact where the spec gives them.
export const conversationTexts = {
  /** Around the gateway's "OpenRouter API error: {status} - {body}". */
  apiError: (error: string) =>
    `I'm sorry, I'm having trouble reaching my astrological knowledge right now. ${error} Please try again in a moment!`,
  empty: "I'm sorry, my response came back empty. Please try again in a moment!",
  blankAssistant: 'The cosmic energies seem to be having a moment of silence... let me try again!',
  blankUser: 'Message content unavailable',
  generationFailed: (message: string) =>
    `I'm having a moment of cosmic static! Error: ${message} Let me reconnect with the stars and try again.`,
  outerFailure: "I'm having trouble connecting to the cosmic network right now. Please try again!",
} as const;
