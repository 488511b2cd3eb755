/**
 * The reason stored with the tool result of an approval nobody answered in
 * time. It lives here, with the stored messages, so that the agent writes it
 * and the chat recognises it ("Expired: nothing was deleted") from one place.
 */
export const expiredReason = (minutes: number) => `Nobody answered the approval request within ${minutes} minutes, so it expired and nothing was done.`;

const EXPIRED = /^Nobody answered the approval request within \d+ minutes, so it expired/;

/** Whether a denial's reason says the approval expired (rather than the user rejecting it). */
export const isExpiredReason = (reason: unknown): boolean => typeof reason === 'string' && EXPIRED.test(reason);
