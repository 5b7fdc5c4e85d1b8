/**
 * Sends the mails of claimed alert rows side by side (the pooled transport carries them): a mail that could not be
 * handed over gives its claim back, so the retry sends only what did not leave, and the job fails with the first
 * such error.
 */
export async function sendClaimed<Member>(
  members: readonly Member[],
  send: (member: Member) => Promise<void>,
  release: (member: Member) => Promise<void>,
): Promise<void> {
  const outcomes = await Promise.allSettled(
    members.map(async (member) => {
      try {
        await send(member);
      } catch (error) {
        await release(member);
        throw error;
      }
    }),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
