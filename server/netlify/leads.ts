import { netlifyService } from "../leads/host/platform";

type NetlifyContext = {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
};

/** `POST /api/contact` and the studio's inbox, as a Netlify Function. */
export default async function leads(
  request: Request,
  context: NetlifyContext = {},
) {
  const { app } = await netlifyService();
  return app.fetch(
    request,
    { ip: context.ip },
    {
      // Notifications go out after the answer, while the function lives on.
      waitUntil: (promise: Promise<unknown>) => context.waitUntil?.(promise),
      passThroughOnException: () => {},
      props: {},
    },
  );
}

export const config = { path: ["/api/*", "/studio", "/studio/*"] };
