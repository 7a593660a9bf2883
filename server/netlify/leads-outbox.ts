import { netlifyService } from "../leads/host/platform";

/**
 * Every minute: sends whatever notification is due (a retry after the mail
 * server or webhook failed, or one a function instance never got to).
 */
export default async function leadsOutbox() {
  const { outbox } = await netlifyService();
  await outbox.runDue();
  return new Response(null, { status: 204 });
}

export const config = { schedule: "* * * * *" };
